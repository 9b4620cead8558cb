"""English strings."""

STRINGS: dict[str, str] = {
    # faces
    "face.x": "skull",
    "face.d": "diamond",
    "face.g": "gold coin",
    "face.m": "monkey",
    "face.p": "parrot",
    "face.s": "sabre",
    "face.mp": "monkey or parrot",
    # cards, as printed
    "card.none": "No card",
    "card.gold": "Gold Coin",
    "card.diamond": "Diamond",
    "card.pirate": "Pirate",
    "card.ship2": "Pirate Ship (2 sabres)",
    "card.ship3": "Pirate Ship (3 sabres)",
    "card.ship4": "Pirate Ship (4 sabres)",
    "card.skull1": "Skull (1)",
    "card.skull2": "Skulls (2)",
    "card.animals": "Animals",
    "card.sorceress": "Sorceress",
    "card.treasure": "Treasure Island",
    "card.peace": "Peace",
    "card.zombie": "Zombie Attack",
    "card.shipwreck": "Shipwreck",
    # what the rules refuse
    "dice.bad_char": "'{char}' (character {position}) is not a face: use x d g m p s",
    "dice.bad_count": "'{count}{letter}': a count must be 1 to 8",
    "dice.trailing_count": "'{count}' at the end has no face after it (write e.g. {count}g)",
    "dice.too_many": "{n} dice, a turn has 8",
    "dice.too_few": "{n} dice, a turn has 8 (skulls count too)",
    "dice.empty": "no dice: type the 8 final dice, e.g. 3g2mxss",
    "card.unknown": "'{given}' is not a card: use one of {known}",
    "card.not_in_profile": "{card} is a 2025 card, and this game plays without the 2025 cards",
    "deck.none_left": "No {card} left before the reshuffle — typo?",
    "deck.warning_line": "Turn {n} ({name}): {message}",
    "players.count": "{n} players: a game has 2 to 8",
    "saved.not_treasure": "saved dice go only with Treasure Island, not with {card}",
    "saved.skull": "a skull cannot be saved on Treasure Island",
    "saved.not_in_dice": "{saved} × {face} saved, but the final dice show only {rolled}",
    "zombie.dice": "with Zombie Attack the final dice are only sabres and skulls, not {face}",
    "island.card": "no Skull Island with {card}",
    "island.skulls": "Skull Island needs 4 skulls or more; this turn has {n}",
    "profile.edition": "'{given}' is not an edition: use classic or 2025",
    "profile.target": "target {given}: use a multiple of {step} points, at most 100,000",
    # the arithmetic of a turn
    "line.set": "{count} × {face} — set",
    "line.set_card": "{count} × {face} (card included) — set",
    "line.coins": "gold coins and diamonds {count} × 100",
    "line.full_chest": "full chest: all 8 dice score",
    "line.ship_won": "pirate ship won: {sabres}, {extra} needed",
    "line.ship_lost": "pirate ship lost: {sabres}, {extra} needed",
    "line.pirate_double": "Pirate ×2",
    "line.peace_double": "Peace, no sabre ×2",
    "line.peace_broken": "Peace broken: {sabres} × −500",
    "line.bust": "{count} skulls: the turn ends with nothing",
    "line.bust_saved": "{count} skulls: only the dice on Treasure Island score",
    "line.skull_island": "Skull Island: {count} skulls × {extra}, each opponent loses",
    "line.zombie_won": "Zombie Attack repelled with {sabres}",
    "line.zombie_lost": "Zombie Attack lost ({sabres}): each other player gains {extra}",
    "line.shipwreck": "Shipwreck: gold coins and diamonds {count} × 200",
    "line.nothing": "nothing scores",
    "line.pirate_magic": "pirate magic: {count} × {face}, the game is won",
    "line.total": "total",
}
STRINGS.update(
    {
        "cli.each_opponent": "each opponent",
        "cli.score_head": "{card}, dice {dice}",
    }
)
STRINGS.update(
    {
        "game.unknown_player": "'{given}' is not at this table ({players})",
        "game.wrong_player": "{expected} plays next, not {given}",
        "game.over": "the game is over ({result})",
        "game.won_one": "{name} won",
        "game.won_shared": "{names} shared the win",
        "game.and": " and ",
        "setup.empty_name": "player {n} has no name",
        "setup.duplicate": "'{name}' sits twice at the table (names are compared ignoring case)",
        "manual.self_opponent": "{name} is the player of this turn, not an opponent",
        "edit.self": "turn {turn}: {reason}",
        "edit.conflict": "refused: turn {turn} would no longer be possible ({reason})",
        "edit.no_turn": "there is no turn {turn}: the game has {count} turns",
    }
)
STRINGS.update(
    {
        "phase.playing": "Round {round}: {name} to play (target {target})",
        "phase.last_round": "Last round ({by} reached the target): {names}",
        "phase.then": ", then ",
        "phase.sudden_death": "Sudden death: first to {target} wins; {name} to play",
        "phase.over": "Game over: {result}",
        "phase.over_magic": "Game over by pirate magic: {result}",
        "sheet.round": "Round",
        "file.unreadable": "{path}: cannot be read ({reason})",
        "file.unwritable": "{path}: cannot be written ({reason})",
        "file.not_utf8": "{path}: not a UTF-8 text file",
        "file.not_json": "{path}: not JSON (line {line}, column {col}: {reason})",
        "file.at_place": "{place}: {message}",
        "file.message": "{message}",
        "game.unknown_game": "'{given}' is not a game Marquoir keeps: use one of {known}",
    }
)
STRINGS.update(
    {
        "games.none": "No game stored yet.",
        "games.id": "id",
        "games.date": "date",
        "games.season": "season",
        "games.players": "players",
        "games.status": "status",
        "games.winners": "winners",
        "status.playing": "playing",
        "status.over": "over",
    }
)
STRINGS.update(
    {
        # the app
        "app.title": "Marquoir",
        "app.subtitle": "Mille Sabords score sheet",
        "key.quit": "Quit",
        "key.help": "Help",
        "key.back": "Back",
        "key.new_game": "New game",
        "key.open": "Open",
        "key.players": "Players",
        "key.undo": "Undo",
        "key.edit": "Edit a turn",
        "key.manual": "Manual points",
        "key.island": "Skull Island",
        "key.start": "Start",
        "edition.classic": "Classic",
        "edition.2025": "2025 edition",
        "key.save": "Save",
        "key.delete": "Delete",
        "key.rename": "Rename",
        "key.archive": "Archive",
        "key.move_up": "Move up",
        "key.move_down": "Move down",
        "key.remove": "Remove",
        "key.random_first": "Random first",
        "cmd.new_game": "Start a new game",
        "cmd.home": "Go to the home screen",
        "cmd.help": "The rules as Marquoir implements them",
        "cmd.players": "The roster: rename or archive players",
        "cmd.undo": "Take back the last turn",
        "cmd.manual": "Enter points by hand (house rule, correction)",
        "cmd.export": "Export this game as JSON",
        # home
        "home.unfinished": "Unfinished games",
        "home.col.game": "Game",
        "home.col.started": "Started",
        "home.col.players": "Players",
        "home.col.turns": "Turns",
        # new game
        "new.title": "New game",
        "new.players": "Seating (the first plays first)",
        "new.name": "Type a name and press Enter",
        "new.roster": "Roster (Enter adds)",
        "new.rules": "Rules",
        "new.edition": "Edition",
        "new.target": "Target",
        "new.negative": "Negative totals",
        "new.cards_2025": "2025 cards (Peace, Zombie Attack, Shipwreck)",
        "new.classic_help": "Classic: to 6,000; totals never fall below 0; 35 cards.",
        "new.2025_help": "2025 edition: to 8,000; totals may go negative; 38 cards with Peace, Zombie Attack and Shipwreck.",
        "new.start": "Start the game",
        "new.need_players": "Seat 2 to 8 players first.",
        "new.target_bad": "The target must be a multiple of 500 (at most 100,000).",
        "new.drawn": "{name} was drawn to play first.",
        # game
        "game.title": "Game {id}",
        "game.round": "Round",
        "game.to_play": "{name} to play",
        "game.card": "Card",
        "game.dice": "Dice",
        "game.dice_placeholder": "8 final dice, e.g. 2x4gds",
        "game.saved": "Saved on Treasure Island",
        "game.saved_placeholder": "dice on the card, e.g. gggg",
        "game.island": "Skull Island (ctrl+t)",
        "game.legend": "Card keys",
        "game.preview_empty": "The card's key, then the 8 dice, Enter records the turn.",
        "game.preview_player": "{name}: {points}",
        "game.preview_each": "each opponent: {points}",
        "game.island_hint": "4 skulls or more: Enter asks whether {name} sailed to Skull Island (ctrl+t says so now).",
        "game.canonical": "dice: {dice}",
        "game.recorded": "{name}: {points} recorded.",
        "game.undone": "Took back {name}'s turn ({points}): its dice are back in the entry; ctrl+y puts it back.",
        "game.nothing_to_undo": "There is no turn to take back.",
        "game.over_refused": "The game is over.",
        "game.edit_hint": "Arrows choose a turn, Enter edits it, Escape returns to the entry.",
        "game.exported": "Game written to {path}",
        "game.no_turn_here": "No turn in that cell.",
        # edit / manual / confirm
        "edit.title": "Turn {n}: {name}",
        "edit.saved": "Turn {n} changed.",
        "edit.deleted": "Turn {n} deleted.",
        "confirm.delete": "Delete turn {n} ({name}, {points})? Every total is replayed without it.",
        "confirm.yes": "Delete",
        "confirm.no": "Keep",
        "manual.title": "Manual points for {name}",
        "manual.points": "Points for {name}",
        "manual.opponents": "Points for each opponent (0 if none)",
        "manual.note": "Note (why)",
        "manual.bad_number": "{field}: '{value}' is not a whole number",
        # game over
        "over.title": "Game over",
        "over.magic": "Pirate magic!",
        "over.chart": "Totals by round",
        "over.rematch": "Rematch",
        "over.home": "Home",
        "over.rank": "Rank",
        "over.player": "Player",
        "over.total": "Total",
        # players
        "players.title": "Players",
        "players.archived": "archived",
        "players.rename_to": "New name for {name}",
        "players.none": "No player yet: they join the roster when they sit at a game.",
        "players.col.name": "Name",
        "players.col.status": "Status",
        "players.active": "active",
        # help
        "help.title": "Rules as implemented",
    }
)
STRINGS.update({"app.opening": "Opening the games…"})
STRINGS.update(
    {
        "standings.all": "Standings, all seasons (finished games)",
        "standings.season": "Standings, season {name} (finished games)",
        "standings.none": "No finished game yet.",
        "standings.col.rank": "#",
        "standings.col.player": "player",
        "standings.col.games": "games",
        "standings.col.wins": "wins",
        "standings.col.win_rate": "win rate",
        "standings.col.avg_final": "avg final",
        "standings.col.best_turn": "best turn",
        "standings.col.avg_turn": "avg turn",
        "standings.col.busts": "busts",
        "standings.col.skull_islands": "islands",
        "standings.col.skull_island_points": "island pts",
        "standings.col.ships_won": "ships won",
        "standings.col.ships_lost": "ships lost",
        "standings.col.card_luck": "card luck",
        "standings.col.above_par": "above par",
        "ratings.all": "Ratings, all seasons (finished games, in the order played)",
        "ratings.season": "Ratings, season {name} (finished games, in the order played)",
        "ratings.col.rank": "#",
        "ratings.col.player": "player",
        "ratings.col.games": "games",
        "ratings.col.mu": "mu",
        "ratings.col.sigma": "sigma",
        "ratings.col.ordinal": "rating",
        "ratings.note": "rating = mu − 3 × sigma (OpenSkill, Plackett-Luce): the skill once the doubt is taken off; it rises as the games tell more.",
        "ratings.tab": "Ratings",
        "key.switch_view": "Standings/Ratings",
        "record.luck": "{name} drew cards worth {luck} points a turn {luck_side} average; {name} scored {par} a turn {par_side} what those cards are worth.",
        "record.side.above": "above",
        "record.side.below": "below",
        "record.side.at": "at",
        "record.cards": "Best card: {best} ({best_par} a turn against its worth, {best_turns} turns) · worst: {worst} ({worst_par}, {worst_turns} turns).",
        "record.rating_now": "Rating {rating} after {games} games.",
        "record.rating_now_one": "Rating {rating} after 1 game.",
        "record.rating_games": "games",
        "record.rating_title": "Rating (mu − 3 × sigma) after each game",
        "standings.tab": "Standings",
        "seasons.games": "{n} games",
    }
)
STRINGS.update(
    {
        "key.standings": "Standings",
        "key.sort": "Sort",
        "cmd.standings": "Who leads the season",
        "standings.title": "Standings",
        "standings.option": "Season {name}",
        "standings.all_option": "All seasons",
        "record.title": "{name}: finished games",
        "record.rivals": "Head to head (games finished ahead / behind)",
        "record.best": "Best turns",
        "record.games": "Games",
        "record.col.rival": "rival",
        "record.col.games": "games",
        "record.col.ahead": "ahead",
        "record.col.behind": "behind",
        "record.col.points": "points",
        "record.col.game": "game",
        "record.col.date": "date",
        "record.col.total": "total",
        "record.col.rank": "rank",
        "over.export_csv": "Export CSV",
    }
)
STRINGS.update({"cmd.export_csv": "Export this game's sheet as CSV"})
STRINGS.update(
    {
        "odds.over": "the turn is over: {n} skulls",
        "odds.need_dice": "odds needs the dice on the table (or --table)",
        "odds.head": "{card}, dice on the table {dice}",
        "odds.col.action": "action",
        "odds.col.bust": "bust",
        "odds.col.ev": "expected points",
        "odds.col.need": "chance of {need}+",
        "odds.stop": "stop",
        "odds.reroll": "reroll {dice}",
        "odds.with_skull": " + one skull (sorceress)",
        "odds.more": "… and {n} more rerolls (--json lists them all)",
        "odds.table_head": "Whole turn under optimal play ({edition}): expected points, chance to bust on the first roll",
    }
)
STRINGS.update(
    {
        "key.odds": "Odds",
        "oddsui.title": "Odds for {name}, {card}",
        "oddsui.dice": "Dice on the table now",
        "oddsui.need": "Points needed (empty: the most points on average)",
        "oddsui.sorceress_used": "The sorceress's reroll is spent",
        "oddsui.hint": "Type the 8 dice on the table: the advice follows as you type.",
    }
)
STRINGS.update({"keyname.enter": "Enter", "keyname.escape": "Escape"})
STRINGS.update({"odds.skull_alone": "reroll the third skull alone (sorceress)"})
STRINGS.update({"odds.turn_ends": "end the turn (three skulls)"})
STRINGS.update(
    {
        "store.folder": "{path} is a folder, not a Marquoir database",
        "store.unreadable": "{path} cannot be read ({reason})",
        "store.not_sqlite": "{path} is not a Marquoir database (it is not an SQLite file)",
        "store.other_tables": "{path} is not a Marquoir database (it holds other tables)",
        "store.damaged_file": "{path} is damaged and cannot be opened ({reason})",
        "store.no_marker": "{path} is not a Marquoir database (its marker is missing)",
        "store.newer": "{path} was written by a newer Marquoir (schema {version}; this one reads up to {current}): upgrade Marquoir to open it",
        "store.server_other_tables": "that database is not a Marquoir database (it holds other tables)",
        "store.busy": "the database is busy (another Marquoir is writing to it): try again",
        "store.unusable": "the database cannot be used ({reason})",
        "store.damaged": "the database is damaged ({reason})",
        "store.backup_sqlite_only": "backup copies SQLite files; for PostgreSQL use pg_dump",
        "store.backup_exists": "{path} already exists: choose a new file name",
        "store.unwritable": "{path} cannot be written ({reason})",
        "store.folder_uncreatable": "{path} cannot be created ({reason})",
        "store.bad_url": "the database URL cannot be used ({reason}); Marquoir speaks SQLite and PostgreSQL",
        "store.unreachable": "the database server cannot be reached ({reason})",
        "store.no_player": "there is no player named '{name}'",
        "store.player_needs_name": "a player needs a name",
        "store.player_exists": "'{name}' is already on the roster",
        "store.season_needs_name": "a season needs a name",
        "store.season_exists": "the season '{name}' already exists",
        "store.season_backwards": "the season '{name}' would end ({ends}) before it starts ({starts})",
        "store.no_season": "there is no season '{name}'",
        "store.no_game": "there is no game {id}",
        "store.nothing_to_undo": "there is no turn to undo yet",
        "store.bad_cell": "the database is damaged: table {table}, row {row} holds a value Marquoir cannot read ({value})",
        "export.form": "'{given}' is not an export form: use one of {forms}",
    }
)
STRINGS.update(
    {
        "line.ship_sunk": "pirate ship lost: the skulls ended the turn",
        "count.x.one": "{n} skull",
        "count.x.other": "{n} skulls",
        "count.d.one": "{n} diamond",
        "count.d.other": "{n} diamonds",
        "count.g.one": "{n} gold coin",
        "count.g.other": "{n} gold coins",
        "count.m.one": "{n} monkey",
        "count.m.other": "{n} monkeys",
        "count.p.one": "{n} parrot",
        "count.p.other": "{n} parrots",
        "count.s.one": "{n} sabre",
        "count.s.other": "{n} sabres",
        "entry.placeholder": "the card's key, then the 8 dice: p xxggggds",
        "entry.not_a_card": "'{typed}' is not a card key: the line starts with the card ({keys})",
        "entry.island_question": "4 skulls or more: did {name} sail to Skull Island?\n[b]y[/b] yes · [b]n[/b] no, an ordinary bust · [b]Esc[/b] back to the dice",
        "entry.deck_confirm": "Enter records it anyway · any other key edits the line",
        "deck.title": "The pile: {left} cards left of {size} ({drawn} drawn since the reshuffle)",
        "deck.card": "Card",
        "deck.left": "Left",
        "deck.chance": "Next draw",
        "key.deck": "Pile",
        "game.not_recorded": "That change was not recorded: the sheet shows the game as stored.",
        "game.nothing_to_redo": "There is no turn to put back.",
        "key.redo": "Redo",
        "cmd.redo": "Put back the turn just taken back",
    }
)
STRINGS.update(
    {
        "store.already_deleted": "game {id} is already among the deleted games",
        "store.not_deleted": "game {id} is not among the deleted games",
        "store.game_deleted": "game {id} is deleted: restore it first (marquoir restore {id})",
        "key.rematch": "Rematch",
        "key.correct": "Correct the game",
        "cmd.correct": "Take back the last turn and reopen the game",
        "key.delete_game": "Delete game",
        "key.deleted_games": "Deleted games",
        "key.restore": "Restore",
        "key.empty": "Empty",
        "cmd.delete_game": "Delete this game (it can be restored)",
        "cmd.deleted_games": "The deleted games: restore or empty",
        "home.games": "Games (unfinished first)",
        "home.col.status": "Status",
        "home.hint": "Enter opens the selected game · n new game · d delete it · t deleted games · s standings · p players · f1 help · q quit",
        "home.none": "No game yet. Press n to start one.",
        "confirm.delete_game": "Delete game {id} ({players}, {date})? It leaves the lists and the standings at once; it can be restored from the deleted games (t).",
        "confirm.delete_game_yes": "Delete the game",
        "confirm.empty": "Remove the {n} deleted games for good? This cannot be undone.",
        "confirm.empty_yes": "Remove for good",
        "deleted.title": "Deleted games",
        "deleted.none": "No deleted game.",
        "deleted.hint": "r restores the selected game · ctrl+e removes every deleted game for good · Esc back",
        "deleted.col.deleted": "Deleted",
        "game.deleted": "Game {id} deleted: t on the home screen lists the deleted games.",
        "game.restored": "Game {id} restored.",
        "game.emptied": "{n} deleted games removed for good.",
        "games.deleted_on": "deleted",
    }
)
STRINGS.update(
    {
        "name.empty": "a player needs a name",
    }
)
STRINGS.update(
    {
        "game.deleted_cli": "Game {id} deleted: marquoir restore {id} brings it back.",
        "delete.what": "say which games to delete (their ids, see marquoir games), or --empty to remove the deleted games for good",
    }
)
STRINGS.update(
    {
        "season.empty": "a season needs a name",
        "points.range": "{n} points: manual points are at most {most} either way",
        "game.too_many_turns": "{n} turns: a game has at most {most}",
        "file.too_deep": "the document is nested too deep to be a game file",
        "file.too_big": "{path}: {size} bytes; a game file has at most {most}",
        "cli.game_id": "'{given}' is not a game id: a number from 1 (see marquoir games)",
        "cli.internal": "{command}: an internal error ({error}); please report it with the command you ran",
        "store.read_only": "{path} cannot be written (read-only): Marquoir needs to write to it and to its folder",
        "store.permission": "{path} cannot be opened ({reason}): check who may read and write it",
        "store.wrong_password": "the database server refused the user or password ({reason})",
        "store.duplicate": "this game is already stored as game {id} (the same players, rules and turns): marquoir import --again stores it once more",
    }
)
STRINGS.update(
    {
        "text.control.name": "the name has a control character ({char}) at position {position}: type it again without it",
        "text.control.season": "the season's name has a control character ({char}) at position {position}: type it again without it",
        "text.control.note": "the note has a control character ({char}) at position {position}: type it again without it",
        "text.too_long.name": "'{text}' has {n} characters: a name has at most {most}",
        "text.too_long.season": "'{text}' has {n} characters: a season's name has at most {most}",
        "text.too_long.note": "the note has {n} characters: a note has at most {most}",
    }
)
STRINGS.update(
    {
        "cardshort.none": "none",
        "cardshort.gold": "Gold",
        "cardshort.diamond": "Diam.",
        "cardshort.pirate": "Pirate",
        "cardshort.ship2": "Ship 2",
        "cardshort.ship3": "Ship 3",
        "cardshort.ship4": "Ship 4",
        "cardshort.skull1": "Skull",
        "cardshort.skull2": "Skulls",
        "cardshort.animals": "Anim.",
        "cardshort.sorceress": "Sorc.",
        "cardshort.treasure": "Treas.",
        "cardshort.peace": "Peace",
        "cardshort.zombie": "Zombie",
        "cardshort.shipwreck": "Wreck",
        "game.round_short": "#",
        "game.notes": "Notes",
        "key.view": "Points / details",
        "key.board": "Board",
        "key.chart": "Chart",
        "game.view.points": "The sheet shows each turn's points and the totals.",
        "game.view.detail": "The sheet shows each turn's card and dice (☠ Skull Island, ✎ manual points, Z a Zombie Attack shared).",
        "game.view.totals": "The sheet shows the totals at the end of each round.",
    }
)
STRINGS.update(
    {
        "chart.title": "Totals by round (target {target})",
        "chart.rounds": "round",
    }
)
STRINGS.update(
    {
        "game.story": "Turn {n} (round {round}): {name}",
        "game.manual_points": "{name}: manual points",
        "game.note": "note: {note}",
    }
)
STRINGS.update(
    {
        "board.title": "Board",
        "board.to_go": "{points} to go",
        "board.at_target": "at the target",
        "board.no_turn": "No turn yet.",
        "board.manual": "manual points",
        "board.last": "Last turn: {name} · {what} · {points}",
        "board.none": "No game to show yet.",
    }
)
STRINGS.update(
    {
        "board.port_taken": "The board cannot be served on port {port} ({why}): choose another with --port.",
        "board.serving": "The board is served at {url} (ctrl+c stops it).",
    }
)
STRINGS.update(
    {
        "csv.yes": "yes",
        "csv.no": "no",
        "csv.game": "game",
        "csv.date": "date",
        "csv.season": "season",
        "csv.edition": "edition",
        "csv.target": "target",
        "csv.negative_scores": "negative_scores",
        "csv.cards_2025": "cards_2025",
        "csv.round": "round",
        "csv.total_of": "{name} total",
        "csv.final": "final",
        "csv.status": "status",
        "csv.winners": "winners",
        "csv.turn": "turn",
        "csv.player": "player",
        "csv.card": "card",
        "csv.dice": "dice",
        "csv.saved": "saved",
        "csv.skull_island": "skull_island",
        "csv.manual": "manual",
        "csv.points": "points",
        "csv.note": "note",
        "csv.gain_of": "{name} gain",
        "status.last_round": "last round",
        "status.sudden_death": "sudden death",
    }
)
STRINGS.update(
    {
        "export.title": "Export the game as:",
        "export.json": "the game file (JSON: to import again, or into another Marquoir)",
        "export.sheet": "the sheet (CSV, like the paper one)",
        "export.long": "a row per turn (CSV, with the cards, dice and who gained what)",
        "export.excel": "the sheet for a spreadsheet (CSV with semicolons, as Excel in French expects)",
        "over.export": "Export…",
    }
)
STRINGS.update(
    {
        "key.export": "Export",
    }
)
