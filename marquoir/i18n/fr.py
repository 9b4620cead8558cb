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
    "line.ship_won": "bateau pirate gagné : {sabres}, {extra} demandés",
    "line.ship_lost": "bateau pirate perdu : {sabres}, {extra} demandés",
    "line.pirate_double": "Pirate ×2",
    "line.peace_double": "Paix, aucun sabre ×2",
    "line.peace_broken": "Paix rompue : {sabres} × −500",
    "line.bust": "{count} têtes de mort : le tour s'arrête sans rien",
    "line.bust_saved": "{count} têtes de mort : seuls les dés de l'Île au Trésor comptent",
    "line.skull_island": "Île de la Tête de Mort : {count} têtes de mort × {extra}, chaque adversaire perd",
    "line.zombie_won": "Attaque zombie repoussée avec {sabres}",
    "line.zombie_lost": "Attaque zombie perdue ({sabres}) : chaque autre joueur gagne {extra}",
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
        "file.unwritable": "{path} : écriture impossible ({reason})",
        "file.not_utf8": "{path} : ce n'est pas un fichier texte UTF-8",
        "file.not_json": "{path} : ce n'est pas du JSON (ligne {line}, colonne {col} : {reason})",
        "file.at_place": "{place} : {message}",
        "file.message": "{message}",
        "game.unknown_game": "« {given} » n'est pas un jeu que Marquoir tient : utilisez {known}",
    }
)
STRINGS.update(
    {
        "games.none": "Aucune partie enregistrée pour l'instant.",
        "games.id": "n°",
        "games.date": "date",
        "games.season": "saison",
        "games.players": "joueurs",
        "games.status": "état",
        "games.winners": "vainqueurs",
        "status.playing": "en cours",
        "status.over": "terminée",
    }
)
STRINGS.update(
    {
        "app.title": "Marquoir",
        "app.subtitle": "feuille de score de Mille Sabords",
        "key.quit": "Quitter",
        "key.help": "Aide",
        "key.back": "Retour",
        "key.new_game": "Nouvelle partie",
        "key.open": "Ouvrir",
        "key.players": "Joueurs",
        "key.undo": "Annuler",
        "key.edit": "Corriger un tour",
        "key.manual": "Points à la main",
        "key.island": "Île de la Tête de Mort",
        "key.start": "Commencer",
        "edition.classic": "Classique",
        "edition.2025": "Édition 2025",
        "key.save": "Enregistrer",
        "key.delete": "Supprimer",
        "key.rename": "Renommer",
        "key.archive": "Archiver",
        "key.move_up": "Monter",
        "key.move_down": "Descendre",
        "key.remove": "Retirer",
        "key.random_first": "Tirer le premier",
        "cmd.new_game": "Commencer une nouvelle partie",
        "cmd.home": "Revenir à l'accueil",
        "cmd.help": "Les règles telles que Marquoir les applique",
        "cmd.players": "Les joueurs : renommer ou archiver",
        "cmd.undo": "Reprendre le dernier tour",
        "cmd.manual": "Saisir des points à la main (règle maison, correction)",
        "cmd.export": "Exporter cette partie en JSON",
        "home.unfinished": "Parties en cours",
        "home.col.game": "Partie",
        "home.col.started": "Commencée",
        "home.col.players": "Joueurs",
        "home.col.turns": "Tours",
        "new.title": "Nouvelle partie",
        "new.players": "Places (le premier joue en premier)",
        "new.name": "Tapez un nom puis Entrée",
        "new.roster": "Joueurs connus (Entrée ajoute)",
        "new.rules": "Règles",
        "new.edition": "Édition",
        "new.target": "Objectif",
        "new.negative": "Totaux négatifs",
        "new.cards_2025": "Cartes 2025 (Paix, Attaque zombie, Naufrage)",
        "new.classic_help": "Classique : 6 000 points ; un total ne descend jamais sous 0 ; 35 cartes.",
        "new.2025_help": "Édition 2025 : 8 000 points ; les totaux peuvent être négatifs ; 38 cartes avec Paix, Attaque zombie et Naufrage.",
        "new.start": "Commencer la partie",
        "new.need_players": "Installez d'abord 2 à 8 joueurs.",
        "new.target_bad": "L'objectif doit être un multiple de 500 (100 000 au plus).",
        "new.drawn": "{name} a été tiré au sort pour commencer.",
        "game.title": "Partie {id}",
        "game.round": "Manche",
        "game.to_play": "À {name} de jouer",
        "game.card": "Carte",
        "game.dice": "Dés",
        "game.dice_placeholder": "les 8 dés finaux, par ex. 2x4gds",
        "game.saved": "Dés sauvés sur l'Île au Trésor",
        "game.saved_placeholder": "dés posés sur la carte, par ex. gggg",
        "game.island": "Île de la Tête de Mort (ctrl+t)",
        "game.legend": "Touches des cartes",
        "game.preview_empty": "La touche de la carte, puis les 8 dés, Entrée enregistre le tour.",
        "game.preview_player": "{name} : {points}",
        "game.preview_each": "chaque adversaire : {points}",
        "game.island_hint": "4 têtes de mort ou plus : Entrée demandera si {name} est allé sur l'Île de la Tête de Mort (ctrl+t le dit dès maintenant).",
        "game.canonical": "dés : {dice}",
        "game.recorded": "{name} : {points} enregistrés.",
        "game.undone": "Tour de {name} repris ({points}) : ses dés sont revenus dans la saisie ; ctrl+y le remet.",
        "game.nothing_to_undo": "Aucun tour à reprendre.",
        "game.over_refused": "La partie est terminée.",
        "game.edit_hint": "Les flèches choisissent un tour, Entrée le corrige, Échap revient à la saisie.",
        "game.exported": "Partie écrite dans {path}",
        "game.no_turn_here": "Pas de tour dans cette case.",
        "edit.title": "Tour {n} : {name}",
        "edit.saved": "Tour {n} corrigé.",
        "edit.deleted": "Tour {n} supprimé.",
        "confirm.delete": "Supprimer le tour {n} ({name}, {points}) ? Tous les totaux sont recalculés sans lui.",
        "confirm.yes": "Supprimer",
        "confirm.no": "Garder",
        "manual.title": "Points à la main pour {name}",
        "manual.points": "Points pour {name}",
        "manual.opponents": "Points pour chaque adversaire (0 si aucun)",
        "manual.note": "Note (pourquoi)",
        "manual.bad_number": "{field} : « {value} » n'est pas un nombre entier",
        "over.title": "Partie terminée",
        "over.magic": "Magie pirate !",
        "over.chart": "Totaux par manche",
        "over.rematch": "Revanche",
        "over.home": "Accueil",
        "over.rank": "Rang",
        "over.player": "Joueur",
        "over.total": "Total",
        "players.title": "Joueurs",
        "players.archived": "archivé",
        "players.rename_to": "Nouveau nom pour {name}",
        "players.none": "Aucun joueur : ils rejoignent la liste en s'asseyant à une partie.",
        "players.col.name": "Nom",
        "players.col.status": "État",
        "players.active": "actif",
        "help.title": "Règles appliquées",
    }
)
STRINGS.update({"app.opening": "Ouverture des parties…"})
STRINGS.update(
    {
        "standings.all": "Classement, toutes saisons (parties terminées)",
        "standings.season": "Classement, saison {name} (parties terminées)",
        "standings.none": "Aucune partie terminée pour l'instant.",
        "standings.col.rank": "#",
        "standings.col.player": "joueur",
        "standings.col.games": "parties",
        "standings.col.wins": "victoires",
        "standings.col.win_rate": "% victoires",
        "standings.col.avg_final": "total moyen",
        "standings.col.best_turn": "meilleur tour",
        "standings.col.avg_turn": "tour moyen",
        "standings.col.busts": "tours perdus",
        "standings.col.skull_islands": "îles",
        "standings.col.skull_island_points": "pts îles",
        "standings.col.ships_won": "bateaux gagnés",
        "standings.col.ships_lost": "bateaux perdus",
        "seasons.games": "{n} parties",
    }
)
STRINGS.update(
    {
        "key.standings": "Classement",
        "key.sort": "Trier",
        "cmd.standings": "Qui mène la saison",
        "standings.title": "Classement",
        "standings.option": "Saison {name}",
        "standings.all_option": "Toutes les saisons",
        "record.title": "{name} : parties terminées",
        "record.rivals": "Face à face (parties terminées devant / derrière)",
        "record.best": "Meilleurs tours",
        "record.games": "Parties",
        "record.col.rival": "adversaire",
        "record.col.games": "parties",
        "record.col.ahead": "devant",
        "record.col.behind": "derrière",
        "record.col.points": "points",
        "record.col.game": "partie",
        "record.col.date": "date",
        "record.col.total": "total",
        "record.col.rank": "rang",
        "over.export_csv": "Exporter en CSV",
    }
)
STRINGS.update({"cmd.export_csv": "Exporter la feuille de cette partie en CSV"})
STRINGS.update(
    {
        "odds.over": "le tour est fini : {n} têtes de mort",
        "odds.need_dice": "odds demande les dés sur la table (ou --table)",
        "odds.head": "{card}, dés sur la table {dice}",
        "odds.col.action": "action",
        "odds.col.bust": "risque",
        "odds.col.ev": "points espérés",
        "odds.col.need": "chance de {need}+",
        "odds.stop": "s'arrêter",
        "odds.reroll": "relancer {dice}",
        "odds.with_skull": " + une tête de mort (gardienne)",
        "odds.more": "… et {n} autres relances (--json les donne toutes)",
        "odds.table_head": "Tour entier bien joué ({edition}) : points espérés, risque de tout perdre au premier lancer",
    }
)
STRINGS.update(
    {
        "key.odds": "Chances",
        "oddsui.title": "Chances pour {name}, {card}",
        "oddsui.dice": "Dés sur la table maintenant",
        "oddsui.need": "Points nécessaires (vide : le plus de points en moyenne)",
        "oddsui.sorceress_used": "La relance de la gardienne est utilisée",
        "oddsui.hint": "Tapez les 8 dés sur la table : le conseil suit la frappe.",
    }
)
STRINGS.update({"keyname.enter": "Entrée", "keyname.escape": "Échap"})
STRINGS.update({"odds.skull_alone": "relancer la troisième tête de mort seule (gardienne)"})
STRINGS.update({"odds.turn_ends": "finir le tour (trois têtes de mort)"})
STRINGS.update(
    {
        "store.folder": "{path} est un dossier, pas une base Marquoir",
        "store.unreadable": "{path} ne peut pas être lu ({reason})",
        "store.not_sqlite": "{path} n'est pas une base Marquoir (ce n'est pas un fichier SQLite)",
        "store.other_tables": "{path} n'est pas une base Marquoir (elle contient d'autres tables)",
        "store.damaged_file": "{path} est endommagé et ne peut pas être ouvert ({reason})",
        "store.no_marker": "{path} n'est pas une base Marquoir (sa marque manque)",
        "store.newer": "{path} a été écrit par un Marquoir plus récent (schéma {version} ; celui-ci lit jusqu'au {current}) : mettez Marquoir à jour pour l'ouvrir",
        "store.server_other_tables": "cette base n'est pas une base Marquoir (elle contient d'autres tables)",
        "store.busy": "la base est occupée (un autre Marquoir y écrit) : réessayez",
        "store.unusable": "la base ne peut pas être utilisée ({reason})",
        "store.damaged": "la base est endommagée ({reason})",
        "store.backup_sqlite_only": "la sauvegarde copie les fichiers SQLite ; pour PostgreSQL, utilisez pg_dump",
        "store.backup_exists": "{path} existe déjà : choisissez un autre nom de fichier",
        "store.unwritable": "{path} ne peut pas être écrit ({reason})",
        "store.folder_uncreatable": "{path} ne peut pas être créé ({reason})",
        "store.bad_url": "l'URL de la base ne peut pas être utilisée ({reason}) ; Marquoir parle SQLite et PostgreSQL",
        "store.unreachable": "le serveur de la base est injoignable ({reason})",
        "store.no_player": "aucun joueur ne s'appelle « {name} »",
        "store.player_needs_name": "un joueur a besoin d'un nom",
        "store.player_exists": "« {name} » est déjà parmi les joueurs connus",
        "store.season_needs_name": "une saison a besoin d'un nom",
        "store.season_exists": "la saison « {name} » existe déjà",
        "store.season_backwards": "la saison « {name} » finirait ({ends}) avant de commencer ({starts})",
        "store.no_season": "il n'y a pas de saison « {name} »",
        "store.no_game": "il n'y a pas de partie {id}",
        "store.nothing_to_undo": "il n'y a pas encore de tour à annuler",
        "store.bad_cell": "la base est endommagée : table {table}, ligne {row}, une valeur illisible pour Marquoir ({value})",
        "export.form": "« {given} » n'est pas une forme d'export : utilisez {forms}",
    }
)
STRINGS.update(
    {
        "line.ship_sunk": "bateau pirate perdu : les têtes de mort ont fini le tour",
        "count.x.one": "{n} tête de mort",
        "count.x.other": "{n} têtes de mort",
        "count.d.one": "{n} diamant",
        "count.d.other": "{n} diamants",
        "count.g.one": "{n} pièce d'or",
        "count.g.other": "{n} pièces d'or",
        "count.m.one": "{n} singe",
        "count.m.other": "{n} singes",
        "count.p.one": "{n} perroquet",
        "count.p.other": "{n} perroquets",
        "count.s.one": "{n} sabre",
        "count.s.other": "{n} sabres",
        "entry.placeholder": "la touche de la carte, puis les 8 dés : p xxggggds",
        "entry.not_a_card": "« {typed} » n'est pas une touche de carte : la ligne commence par la carte ({keys})",
        "entry.island_question": "4 têtes de mort ou plus : {name} est-il allé sur l'Île de la Tête de Mort ?\n[b]y[/b] (ou [b]o[/b]) oui · [b]n[/b] non, le tour s'arrête · [b]Échap[/b] retour aux dés",
        "game.not_recorded": "Ce changement n'a pas été enregistré : la feuille montre la partie telle qu'elle est gardée.",
        "game.nothing_to_redo": "Il n'y a pas de tour à remettre.",
        "key.redo": "Rétablir",
        "cmd.redo": "Remettre le tour qui vient d'être repris",
    }
)
STRINGS.update(
    {
        "store.already_deleted": "la partie {id} est déjà parmi les parties supprimées",
        "store.not_deleted": "la partie {id} n'est pas parmi les parties supprimées",
        "store.game_deleted": "la partie {id} est supprimée : restaurez-la d'abord (marquoir restore {id})",
        "key.rematch": "Revanche",
        "key.correct": "Corriger la partie",
        "cmd.correct": "Reprendre le dernier tour et rouvrir la partie",
        "key.delete_game": "Supprimer la partie",
        "key.deleted_games": "Parties supprimées",
        "key.restore": "Restaurer",
        "key.empty": "Vider",
        "cmd.delete_game": "Supprimer cette partie (elle pourra être restaurée)",
        "cmd.deleted_games": "Les parties supprimées : restaurer ou vider",
        "home.games": "Parties (en cours d'abord)",
        "home.col.status": "État",
        "home.hint": "Entrée ouvre la partie choisie · n nouvelle partie · d la supprimer · t parties supprimées · s classement · p joueurs · f1 aide · q quitter",
        "home.none": "Aucune partie. Appuyez sur n pour en commencer une.",
        "confirm.delete_game": "Supprimer la partie {id} ({players}, {date}) ? Elle quitte les listes et le classement aussitôt ; elle pourra être restaurée depuis les parties supprimées (t).",
        "confirm.delete_game_yes": "Supprimer la partie",
        "confirm.empty": "Effacer pour de bon les {n} parties supprimées ? C'est sans retour.",
        "confirm.empty_yes": "Effacer pour de bon",
        "deleted.title": "Parties supprimées",
        "deleted.none": "Aucune partie supprimée.",
        "deleted.hint": "r restaure la partie choisie · ctrl+e efface pour de bon toutes les parties supprimées · Échap retour",
        "deleted.col.deleted": "Supprimée",
        "game.deleted": "Partie {id} supprimée : t sur l'écran d'accueil liste les parties supprimées.",
        "game.restored": "Partie {id} restaurée.",
        "game.emptied": "{n} parties supprimées effacées pour de bon.",
        "games.deleted_on": "supprimée",
    }
)
STRINGS.update(
    {
        "name.empty": "un joueur a besoin d'un nom",
    }
)
STRINGS.update(
    {
        "game.deleted_cli": "Partie {id} supprimée : marquoir restore {id} la ramène.",
        "delete.what": "dites quelles parties supprimer (leurs numéros, voir marquoir games), ou --empty pour effacer pour de bon les parties supprimées",
    }
)
STRINGS.update(
    {
        "season.empty": "une saison a besoin d'un nom",
        "points.range": "{n} points : les points à la main vont au plus à {most} dans un sens ou dans l'autre",
        "game.too_many_turns": "{n} tours : une partie en a au plus {most}",
        "file.too_deep": "le document est imbriqué trop profondément pour être un fichier de partie",
        "file.too_big": "{path} : {size} octets ; un fichier de partie en a au plus {most}",
        "cli.game_id": "« {given} » n'est pas un numéro de partie : un nombre à partir de 1 (voir marquoir games)",
        "cli.internal": "{command} : une erreur interne ({error}) ; signalez-la avec la commande lancée",
        "store.read_only": "{path} ne peut pas être écrit (lecture seule) : Marquoir doit écrire dans le fichier et dans son dossier",
        "store.permission": "{path} ne peut pas être ouvert ({reason}) : vérifiez qui peut le lire et l'écrire",
        "store.wrong_password": "le serveur de la base a refusé l'utilisateur ou le mot de passe ({reason})",
        "store.duplicate": "cette partie est déjà gardée sous le numéro {id} (mêmes joueurs, règles et tours) : marquoir import --again la garde une fois de plus",
    }
)
STRINGS.update(
    {
        "text.control.name": "le nom contient un caractère de contrôle ({char}) en position {position} : retapez-le sans",
        "text.control.season": "le nom de la saison contient un caractère de contrôle ({char}) en position {position} : retapez-le sans",
        "text.control.note": "la note contient un caractère de contrôle ({char}) en position {position} : retapez-la sans",
        "text.too_long.name": "« {text} » a {n} caractères : un nom en a au plus {most}",
        "text.too_long.season": "« {text} » a {n} caractères : le nom d'une saison en a au plus {most}",
        "text.too_long.note": "la note a {n} caractères : une note en a au plus {most}",
    }
)
STRINGS.update(
    {
        "cardshort.none": "aucune",
        "cardshort.gold": "Or",
        "cardshort.diamond": "Diam.",
        "cardshort.pirate": "Pirate",
        "cardshort.ship2": "Bat. 2",
        "cardshort.ship3": "Bat. 3",
        "cardshort.ship4": "Bat. 4",
        "cardshort.skull1": "Tête",
        "cardshort.skull2": "Têtes",
        "cardshort.animals": "Anim.",
        "cardshort.sorceress": "Gard.",
        "cardshort.treasure": "Trésor",
        "cardshort.peace": "Paix",
        "cardshort.zombie": "Zombie",
        "cardshort.shipwreck": "Naufr.",
        "game.round_short": "#",
        "game.notes": "Notes",
        "key.view": "Points / détails",
        "key.board": "Tableau",
        "key.chart": "Courbes",
        "game.view.points": "La feuille montre les points de chaque tour et les totaux.",
        "game.view.detail": "La feuille montre la carte et les dés de chaque tour (☠ Île de la Tête de Mort, ✎ points à la main, Z une Attaque zombie partagée).",
        "game.view.totals": "La feuille montre les totaux à la fin de chaque tour de table.",
    }
)
STRINGS.update(
    {
        "chart.title": "Totaux par tour de table (objectif {target})",
        "chart.rounds": "tour",
    }
)
STRINGS.update(
    {
        "game.story": "Tour {n} (tour de table {round}) : {name}",
        "game.manual_points": "{name} : points à la main",
        "game.note": "note : {note}",
    }
)
STRINGS.update(
    {
        "board.title": "Tableau",
        "board.to_go": "encore {points}",
        "board.at_target": "objectif atteint",
        "board.no_turn": "Aucun tour encore.",
        "board.manual": "points à la main",
        "board.last": "Dernier tour : {name} · {what} · {points}",
        "board.none": "Aucune partie à montrer.",
    }
)
STRINGS.update(
    {
        "board.port_taken": "Impossible de servir le tableau sur le port {port} ({why}) : choisissez-en un autre avec --port.",
        "board.serving": "Le tableau est servi à {url} (ctrl+c l'arrête).",
    }
)
STRINGS.update(
    {
        "csv.yes": "oui",
        "csv.no": "non",
        "csv.game": "partie",
        "csv.date": "date",
        "csv.season": "saison",
        "csv.edition": "édition",
        "csv.target": "objectif",
        "csv.negative_scores": "scores négatifs",
        "csv.cards_2025": "cartes 2025",
        "csv.round": "tour de table",
        "csv.total_of": "{name} total",
        "csv.final": "total final",
        "csv.status": "état",
        "csv.winners": "gagnants",
        "csv.turn": "tour",
        "csv.player": "joueur",
        "csv.card": "carte",
        "csv.dice": "dés",
        "csv.saved": "dés sauvés",
        "csv.skull_island": "Île de la Tête de Mort",
        "csv.manual": "à la main",
        "csv.points": "points",
        "csv.note": "note",
        "csv.gain_of": "{name} gagne",
        "status.last_round": "dernier tour",
        "status.sudden_death": "mort subite",
    }
)
STRINGS.update(
    {
        "export.title": "Exporter la partie en :",
        "export.json": "fichier de partie (JSON : à réimporter, ou dans un autre Marquoir)",
        "export.sheet": "feuille (CSV, comme celle en papier)",
        "export.long": "une ligne par tour (CSV, avec cartes, dés et qui a gagné quoi)",
        "export.excel": "feuille pour un tableur (CSV à points-virgules, comme Excel en français l'attend)",
        "over.export": "Exporter…",
    }
)
STRINGS.update(
    {
        "key.export": "Exporter",
    }
)
