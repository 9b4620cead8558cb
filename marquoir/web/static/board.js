// The board follows the game: the server pushes the new board by server-sent events; when
// the connection drops (the phone asleep, the Wi-Fi lost) the page says it is catching up
// and reconnects by itself; the first event after that is the board as it stands.
"use strict";
(function () {
  var board = document.getElementById("board");
  var link = document.getElementById("link");
  var words = document.body.dataset;
  var source = null;

  function show(state, text) {
    link.dataset.state = state;
    link.textContent = text;
  }

  function connect() {
    source = new EventSource("events");
    source.addEventListener("board", function (event) {
      board.innerHTML = event.data;
      show("live", words.live);
    });
    source.addEventListener("error", function () {
      show("catching-up", words.catchingUp);
      if (source.readyState === EventSource.CLOSED) {
        probe();
      }
    });
  }

  // the stream was refused (no retry by the browser): say why when the server says so
  // (a full board), then try again
  function probe() {
    var stop = new AbortController();
    fetch("events", { cache: "no-store", signal: stop.signal })
      .then(function (answer) {
        if (answer.status === 503) {
          return answer.text().then(function (sentence) {
            show("full", sentence);
            setTimeout(connect, 15000);
          });
        }
        stop.abort();
        setTimeout(connect, 2000);
      })
      .catch(function () {
        setTimeout(connect, 2000);
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
