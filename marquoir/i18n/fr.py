"""Chaînes françaises."""

STRINGS: dict[str, str] = {
    # faces
    "face.x": "tête de mort",
    "face.d": "diamant",
    "face.g": "pièce d'or",
    "face.m": "singe",
    "face.p": "perroquet",
    "face.s": "sabre",
    "face.mp": "singe ou perroquet",
    # cartes, comme imprimées
    "card.none": "Sans carte",
    "card.gold": "Pièce d'or",
    "card.diamond": "Diamant",
    "card.pirate": "Pirate",
    "card.ship2": "Bateau pirate (2 sabres)",
    "card.ship3": "Bateau pirate (3 sabres)",
    "card.ship4": "Bateau pirate (4 sabres)",
    "card.skull1": "Tête de mort (1)",
    "card.skull2": "Têtes de mort (2)",
    "card.animals": "Animaux",
    "card.sorceress": "Gardienne",
    "card.treasure": "Île au Trésor",
    "card.peace": "Paix",
    "card.zombie": "Attaque zombie",
    "card.shipwreck": "Naufrage",
    # ce que les règles refusent
    "dice.bad_char": "« {char} » (caractère {position}) n'est pas une face : utilisez x d g m p s",
    "dice.bad_count": "« {count}{letter} » : un nombre de dés va de 1 à 8",
    "dice.trailing_count": "« {count} » à la fin n'est suivi d'aucune face (écrivez par ex. {count}g)",
    "dice.too_many": "{n} dés, un tour en a 8",
    "dice.too_few": "{n} dés, un tour en a 8 (les têtes de mort comptent aussi)",
    "dice.empty": "aucun dé : tapez les 8 dés finaux, par ex. 3g2mxss",
    "card.unknown": "« {given} » n'est pas une carte : utilisez {known}",
    "card.not_in_profile": "{card} est une carte 2025, et cette partie se joue sans les cartes 2025",
    "players.count": "{n} joueurs : une partie se joue de 2 à 8",
    "saved.not_treasure": "les dés sauvés ne vont qu'avec l'Île au Trésor, pas avec {card}",
    "saved.skull": "une tête de mort ne peut pas être sauvée sur l'Île au Trésor",
    "saved.not_in_dice": "{saved} × {face} sauvés, mais les dés finaux n'en montrent que {rolled}",
    "zombie.dice": "avec Attaque zombie, les dés finaux ne sont que sabres et têtes de mort, pas {face}",
    "island.card": "pas d'Île de la Tête de Mort avec {card}",
    "island.skulls": "l'Île de la Tête de Mort demande 4 têtes de mort ou plus ; ce tour en a {n}",
    "profile.edition": "« {given} » n'est pas une édition : utilisez classic ou 2025",
    "profile.target": "objectif {given} : utilisez un multiple de {step} points, 100 000 au plus",
    # l'arithmétique d'un tour
    "line.set": "{count} × {face} — combinaison",
    "line.set_card": "{count} × {face} (carte comprise) — combinaison",
    "line.coins": "pièces d'or et diamants {count} × 100",
    "line.full_chest": "coffre plein : les 8 dés rapportent",
    "line.ship_won": "bateau pirate gagné : {count} sabres, {extra} demandés",
    "line.ship_lost": "bateau pirate perdu : {count} sabres, {extra} demandés",
    "line.pirate_double": "Pirate ×2",
    "line.peace_double": "Paix, aucun sabre ×2",
    "line.peace_broken": "Paix rompue : {count} sabres × −500",
    "line.bust": "{count} têtes de mort : le tour s'arrête sans rien",
    "line.bust_saved": "{count} têtes de mort : seuls les dés de l'Île au Trésor comptent",
    "line.skull_island": "Île de la Tête de Mort : {count} têtes de mort × {extra} à chaque adversaire",
    "line.zombie_won": "Attaque zombie repoussée avec {count} sabres",
    "line.zombie_lost": "Attaque zombie perdue ({count} sabres) : chaque autre joueur gagne {extra}",
    "line.shipwreck": "Naufrage : pièces d'or et diamants {count} × 200",
    "line.nothing": "rien ne rapporte",
    "line.pirate_magic": "magie pirate : {count} × {face}, la partie est gagnée",
    "line.total": "total",
}
STRINGS.update(
    {
        "cli.each_opponent": "chaque adversaire",
        "cli.score_head": "{card}, dés {dice}",
    }
)
STRINGS.update(
    {
        "game.unknown_player": "« {given} » n'est pas à cette table ({players})",
        "game.wrong_player": "c'est à {expected} de jouer, pas à {given}",
        "game.over": "la partie est terminée ({result})",
        "game.won_one": "{name} a gagné",
        "game.won_shared": "{names} se partagent la victoire",
        "game.and": " et ",
        "setup.empty_name": "le joueur {n} n'a pas de nom",
        "setup.duplicate": "« {name} » est assis deux fois à la table (les noms sont comparés sans tenir compte des majuscules)",
        "manual.self_opponent": "{name} joue ce tour, ce n'est pas un adversaire",
        "edit.self": "tour {turn} : {reason}",
        "edit.conflict": "refusé : le tour {turn} ne serait plus possible ({reason})",
        "edit.no_turn": "il n'y a pas de tour {turn} : la partie en compte {count}",
    }
)
STRINGS.update(
    {
        "phase.playing": "Manche {round} : à {name} de jouer (objectif {target})",
        "phase.last_round": "Dernier tour ({by} a atteint l'objectif) : {names}",
        "phase.then": ", puis ",
        "phase.sudden_death": "Mort subite : le premier à {target} gagne ; à {name} de jouer",
        "phase.over": "Partie terminée : {result}",
        "phase.over_magic": "Partie terminée par magie pirate : {result}",
        "sheet.round": "Manche",
        "file.unreadable": "{path} : lecture impossible ({reason})",
        "file.not_utf8": "{path} : ce n'est pas un fichier texte UTF-8",
        "file.not_json": "{path} : ce n'est pas du JSON (ligne {line}, colonne {col} : {reason})",
    }
)
