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
    "line.ship_won": "pirate ship won: {count} sabres, {extra} needed",
    "line.ship_lost": "pirate ship lost: {count} sabres, {extra} needed",
    "line.pirate_double": "Pirate ×2",
    "line.peace_double": "Peace, no sabre ×2",
    "line.peace_broken": "Peace broken: {count} sabres × −500",
    "line.bust": "{count} skulls: the turn ends with nothing",
    "line.bust_saved": "{count} skulls: only the dice on Treasure Island score",
    "line.skull_island": "Skull Island: {count} skulls × {extra} from each opponent",
    "line.zombie_won": "Zombie Attack repelled with {count} sabres",
    "line.zombie_lost": "Zombie Attack lost ({count} sabres): each other player gains {extra}",
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
        "file.not_utf8": "{path}: not a UTF-8 text file",
        "file.not_json": "{path}: not JSON (line {line}, column {col}: {reason})",
    }
)
