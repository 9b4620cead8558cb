// A seat's page with JavaScript: the pad's buttons build the line in place (the same edits
// as the server's, marquoir/rules/phone.py's tapped), the points follow each change (the
// seat's preview, nothing stored), the record button posts the line as JSON with a key of
// its own (sent again after a drop, the turn is stored once), and the board follows the game
// live, as the board's page does. Without JavaScript the same form works by plain requests.
"use strict";
(function () {
  var board = document.getElementById("board");
  var link = document.getElementById("link");
  var said = document.getElementById("said");
  var section = document.getElementById("entry");
  var words = document.body.dataset;
  var waiting = null;

  function form() { return document.getElementById("turn"); }

  function newKey() {
    var bytes = new Uint8Array(12);
    crypto.getRandomValues(bytes);
    return Array.prototype.map.call(bytes, function (b) {
      return ("0" + b.toString(16)).slice(-2);
    }).join("");
  }

  function tapped(line, kind, text) {
    if (kind === "lead") {
      var rest = line.replace(/^\s+/, "");
      rest = rest ? rest.slice(1).replace(/^\s+/, "") : "";
      return rest ? text + " " + rest : text + " ";
    }
    if (kind === "add") { return line + text; }
    if (kind === "set") { return text; }
    if (kind === "back") { return line.trim() ? line.replace(/\s+$/, "").slice(0, -1) : ""; }
    if (kind === "clear") { return ""; }
    return line;
  }

  function flags(entry) {
    return Array.prototype.map.call(
      entry.querySelectorAll("input[name=flag]:checked"), function (box) { return box.value; });
  }

  function query(entry) {
    var q = new URLSearchParams();
    q.set("line", entry.elements.line.value);
    flags(entry).forEach(function (flag) { q.append("flag", flag); });
    return q.toString();
  }

  // only the answer to the newest question is shown (answers may come out of order)
  var asked = 0;
  function refresh() {
    var entry = form();
    var address = "preview?" + (entry ? query(entry) + "&" : "") + "shown=" + section.dataset.yours;
    var mine = ++asked;
    fetch(address, { cache: "no-store" })
      .then(function (answer) { return answer.ok ? answer.json() : null; })
      .then(function (data) {
        if (!data || mine !== asked) { return; }
        if (data.yours !== (section.dataset.yours === "yes")) {
          section.innerHTML = data.entry;  // the entry comes, or goes: the line is new
          section.dataset.yours = data.yours ? "yes" : "no";
          return;
        }
        if (data.yours && form()) {
          document.getElementById("preview").innerHTML = data.preview;
          document.getElementById("pad").innerHTML = data.pad;
        }
      })
      .catch(function () {});
  }

  function later() {
    clearTimeout(waiting);
    waiting = setTimeout(refresh, 120);
  }

  function record(entry) {
    var body = { line: entry.elements.line.value, key: entry.elements.key.value, flags: flags(entry) };
    var send = function () {
      return fetch("turn", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    };
    // a drop (no answer) sends the same post again, with the same key: stored once
    send().catch(send).then(function (answer) {
      return answer.json().then(function (data) {
        said.textContent = data.said || data.error || "";
        said.classList.toggle("refused", !answer.ok);
        if (answer.ok) {
          board.innerHTML = data.board;
          entry.elements.line.value = "";
          entry.elements.key.value = newKey();
          refresh();
        }
      });
    }).catch(function () {});
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("button") : null;
    var entry = form();
    if (!button || !entry || !entry.contains(button)) { return; }
    if (button.dataset.kind) {
      event.preventDefault();
      var line = entry.elements.line;
      line.value = tapped(line.value, button.dataset.kind, button.dataset.text || "");
      refresh();
    } else if (button.classList.contains("show")) {
      event.preventDefault();
      refresh();
    }
  });
  document.addEventListener("submit", function (event) {
    var entry = form();
    if (event.target !== entry) { return; }
    event.preventDefault();
    record(entry);
  });
  document.addEventListener("input", function (event) {
    if (form() && form().contains(event.target)) { later(); }
  });
  document.addEventListener("change", function (event) {
    if (form() && form().contains(event.target)) { later(); }
  });

  function show(state, text) {
    link.dataset.state = state;
    link.textContent = text;
  }

  var source = null;
  function connect() {
    source = new EventSource("../../events");
    source.addEventListener("board", function (event) {
      board.innerHTML = event.data;
      show("live", words.live);
      refresh();
    });
    source.addEventListener("error", function () {
      show("catching-up", words.catchingUp);
      if (source.readyState === EventSource.CLOSED) { setTimeout(connect, 2000); }
    });
  }
  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && source && source.readyState === EventSource.CLOSED) {
      source.close();
      connect();
    }
  });
  connect();
})();
