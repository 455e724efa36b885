app-title = Dominos musicaux
app-title-with = Dominos musicaux — { $name }
home-subtitle = Le jeu de F. S. Gilbert sur la valeur des notes
home-continue = Continuer
home-new-game = Nouvelle partie
home-settings = Réglages
home-quit = Quitter

seat-default-name-1 = Ada
seat-default-name-2 = Ben
seat-default-name-3 = Cleo
seat-default-name-4 = Dan

variant-musical = Dominos musicaux
variant-block = Double-six (partie bloquée)
variant-draw = Partie avec pioche
variant-all-fives = Tous les cinq
variant-all-fives-draw = Tous les cinq avec pioche
variant-shark = Requin
variant-matador = Matador
variant-partnership = Double-six par équipes
variant-partnership-draw = Pioche par équipes

level-beginner = Débutant
level-club = Club
level-expert = Expert

look-baize = Tapis vert
look-dark = Sombre
look-high-contrast = Contraste élevé

new-title = Nouvelle partie
new-players-title = Joueurs
new-players = { $count } joueurs
new-seat = Place { $number }
new-human = Humain
new-names-differ = Chaque joueur doit avoir son propre nom.
new-name-limit = Un nom garde au plus { $count } caractères.
new-partnership-note = Les partenaires sont assis face à face : places 1 et 3 contre places 2 et 4.
new-end-scoring = Une manche gagnée rapporte
new-end-scoring-opponents = Les points des autres mains
new-end-scoring-difference = L’écart avec chaque autre main
new-round-to-five = Points en fin de manche
new-round-to-five-no = Tels que comptés
new-round-to-five-yes = Arrondis au multiple de cinq le plus proche
new-partnership-out = Une équipe gagne la manche quand
new-partnership-out-one = un partenaire a fini
new-partnership-out-both = les deux partenaires ont fini
new-target = Jouer jusqu’à
new-target-rounds = { $count ->
    [one] manche gagnée
   *[other] manches gagnées
}
new-target-points = { $count ->
    [one] point
   *[other] points
}
new-target-invalid = L’objectif doit être un nombre entier supérieur à 0.
new-back = Retour
new-start = Commencer
new-replaces-match = Commencer met fin à la partie en cours.

settings-title = Réglages
settings-size = Taille : { $percent } %
settings-size-choice = { $percent } %
settings-size-not-offered = Non proposé ici : { $sizes }. À { $size }, chaque écran demande une fenêtre d’au moins { $needed }, et celle-ci fait { $window }.
settings-look = Apparence
settings-pause = Pause de l’ordinateur : { $seconds } s

game-led = { $name } a entamé avec le domino { $tile }
game-played = { $name } a posé le domino { $tile } à { $end }
game-rested = { $name } a dit « Passe »
game-drew = { $name } a pioché { $count ->
    [one] un domino
   *[other] { $count } dominos
}
game-drew-shown = { $name } a pioché { $tiles }
game-play-scored = { $play } (+{ $points })
game-scored = { $name } +{ $points }
game-hand-size = { $count ->
    [one] { $count } domino
   *[other] { $count } dominos
}
game-hand-size-tiles = { $count ->
    [one] { $count } domino
   *[other] { $count } dominos
}
game-rounds-won = { $points ->
    [one] { $points } manche gagnée
   *[other] { $points } manches gagnées
}
game-points = { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# The score in a slim seat's panel (four seats in one row): as short as it reads.
game-rounds-won-short = { $points ->
    [one] { $points } gagnée
   *[other] { $points } gagnées
}
game-points-short = { $points ->
    [one] { $points } pt
   *[other] { $points } pts
}
game-out = a fini
game-partner-out = { $play } : { $name } a fini, et { $partner } continue pour les deux
game-option = { $label } : { $choice }
game-option-partnership-one = Une équipe gagne la manche dès qu’un partenaire a fini.
game-option-partnership-both = Une équipe ne gagne la manche que lorsque les deux partenaires ont fini.
game-round-target = Manche { $round } · objectif : { $target } { $unit }
game-over-target = Partie terminée · objectif : { $target } { $unit }
game-stock = Pioche : { $count }
game-ends-total = Bouts : { $total }
game-ends-none = Bouts : –
game-open-hands = Montrer toutes les mains
game-hide-hands = Cacher les mains
game-hands-folded = Les mains montrées sont refermées : cette fenêtre n’a pas la place pour elles et la chaîne. Une fenêtre plus grande ou une taille plus petite les montre.
game-home = Accueil
game-rest = Passe
game-draw = Piocher
game-choose-end = À quel bout ?
game-end-choice = À { $end }
game-end-outward = À { $end }, { $half } vers l’extérieur
game-end-group = À { $end } :
game-outward = { $half } vers l’extérieur
game-cancel = Annuler
game-your-turn = { $name }, à toi de jouer
game-computer-turn = { $name } réfléchit…
game-no-fit = Le domino { $tile } ne va à aucun bout : les bouts sont { $left } et { $right }
game-no-fit-both = Le domino { $tile } ne va pas : les deux bouts demandent { $face ->
    [notes] une
   *[pips] un
} { $end }
game-no-fit-matador = Le domino { $tile } ne va pas : une moitié doit faire 7 avec son bout, donc { $count ->
    [one] les bouts demandent un { $first }
   *[other] les bouts demandent un { $first } ou un { $second }
} ; ou un matador ({ $matadores }), qui va partout
game-no-fit-matador-blank = Le domino { $tile } ne va pas : un bout blanc ne prend qu’un matador ({ $matadores })
game-must-lead = Le domino { $tile } ne peut pas ouvrir : c’est le domino { $lead } qui ouvre
game-your-turn-rest = { $name }, aucun domino ne peut se poser : dis « Passe » (Espace)
game-your-turn-draw = { $name }, aucun domino ne peut se poser : pioche un domino (Espace)
game-your-turn-draw-tiles = { $name }, aucun domino ne peut se poser : pioche un domino (Espace)
game-hand-of = Dominos de { $name }
game-hand-of-tiles = Dominos de { $name }

end-left = gauche
end-right = droite

cover-turn = Au tour de { $name }
cover-others-look-away = Tous les autres, regardez ailleurs, s’il vous plaît.
cover-show = Montrer les dominos de { $name }
cover-show-tiles = Montrer les dominos de { $name }

end-tie = Égalité : les mains les plus faibles comptent autant
end-out = { $names } { $count ->
    [one] a posé tous ses dominos et gagne la manche
   *[other] ont posé tous leurs dominos et gagnent la manche
}
end-out-partner = { $out } a posé tous ses dominos : { $names } gagnent la manche
end-blocked = { $names } { $count ->
    [one] gagne la manche bloquée
   *[other] gagnent la manche bloquée
}
end-target = Objectif atteint : { $names }
end-blocked-explain = Personne ne pouvait plus jouer : les mains sont montrées et comptées, et le plus petit total gagne.
end-blocked-explain-tiles = Personne ne pouvait plus jouer : les mains sont montrées et leurs points comptés, et le plus petit total gagne.
end-points = +{ $points }
end-points-award = À la fin de la manche, { $names } { $count ->
    [one] a marqué
   *[other] ont marqué
} { $points }{ $inplay ->
    [yes] , plus { $play } en jeu : { $total } en tout
   *[no] {""}
}.
end-points-award-rounded = À la fin de la manche, { $names } { $count ->
    [one] a marqué
   *[other] ont marqué
} { $points } ({ $counted } arrondi au multiple de cinq le plus proche){ $inplay ->
    [yes] , plus { $play } en jeu : { $total } en tout
   *[no] {""}
}.
end-points-target = L’objectif a été atteint en jeu : la fin de la manche ne rapporte aucun point.
end-points-note = { $kind ->
    [play] Le nombre après + est ce que chacun a marqué dans cette manche : en jouant et à la fin.
    [rounds] +1 signifie une manche gagnée de plus ; +0, aucune.
   *[end] Le nombre après + est ce que chacun a marqué dans cette manche.
}
end-side-count = { $names } ensemble : { $sum }
end-match-tie = La partie se termine à égalité
end-match-score = Score final : { $scores }
end-score-so-far = Score : { $scores } · objectif : { $target } { $unit }
end-match-won = { $names } { $count ->
    [one] gagne la partie !
   *[other] gagnent la partie !
}
end-new-game = Nouvelle partie
end-next-round = Manche suivante
end-see-table = Voir la table
end-back-to-count = Retour au décompte
game-lead-any = { $name } entame : n’importe quel domino peut ouvrir la chaîne
game-lead-rule = { $name } a le domino { $tile } et doit le poser en premier
names-and = { $first } et { $last }
notice-file-set-aside = { $file } n’a pas pu être utilisé ({ $reason }). Il a été conservé sous le nom { $kept }, et l’application démarre sans lui.
notice-file-partly-used = Une partie de { $file } n’a pas pu être utilisée ({ $reason }). Cette partie repart de zéro et le reste est conservé ; le fichier d’origine a été conservé sous le nom { $kept }.
notice-file-unreadable = { $file } n’a pas pu être lu ({ $reason }) ; l’application démarre sans lui.
notice-dismiss = OK
notice-why-not-ordinary = ce n’est pas un fichier ordinaire
notice-why-unreadable = il ne peut pas être lu : { $detail }
notice-why-too-large = il dépasse 10 Mo
notice-why-damaged = il est endommagé ou tronqué à la ligne { $line }, colonne { $column }
notice-why-newer = il a été écrit par une version plus récente de l’application, format { $format }
notice-why-not-object = il n’est pas construit comme l’application l’écrit
notice-why-wrong-shape = sa forme ne convient pas : { $detail }
notice-why-no-replay = ses coups ne se rejouent pas : { $detail }
notice-why-seats = ses places ne correspondent pas à ses joueurs
notice-part-language = langue
notice-part-look = apparence
notice-part-size = taille
notice-part-pause = pause de l’ordinateur
notice-part-tap-offset = décalage des appuis
notice-part-tap-in-game = Tape-le dans la partie
notice-part-sound = son
notice-part-ui = réglages de l’écran et du son
notice-part-new-game = choix de « Nouvelle partie »
notice-part-quiz = réglages du quiz
notice-part-pupils = progrès de tous les élèves
notice-part-pupil = progrès de { $name }
notice-part-answers = { $count ->
    [one] une réponse de { $name }
   *[other] { $count } réponses de { $name }
}
game-hint = Conseil
game-tap-it = Tape-le
game-tap-title = Tape le domino que tu as posé
game-tap-close = Retour à la partie
game-hint-move = { $tile } à { $end }
game-hint-move-outward = { $tile } à { $end }, { $half } vers l’extérieur
game-hint-text = Conseil : { $move }. { $reason }
home-print = Imprimer la planche
print-title = Imprimer la planche des dominos
print-paper = Papier
print-pips = Des points au lieu des notes (pour les jeux à points)
print-rules = Ajouter une page de règles
print-format = Format
print-file = Enregistrer sous
print-save = Enregistrer
print-open = Ouvrir
print-saving = Enregistrement…
print-saved = Enregistré : { $files }
print-failed = Non enregistré : { $reason }
print-preparing = Préparation de l’aperçu…
print-a4 = A4
print-letter = Lettre US
print-pdf = PDF
print-png = PNG (300 ppp)
print-svg = SVG
settings-language = Langue
settings-language-system = Langue du système
settings-language-name = Français
notice-save-failed = Échec de l’enregistrement ({ $reason }). La partie continue ; elle sera de nouveau enregistrée après le prochain coup.
notice-quit-unsaved = La partie en cours n’a pas pu être enregistrée ({ $reason }). Appuie encore sur « Quitter » pour partir sans elle.
notice-play-keeps-saved = Ta partie en cours est conservée : cette partie, ouverte depuis la ligne de commande, n’est pas enregistrée par-dessus.
notice-settings-save-failed = Les réglages n’ont pas pu être enregistrés ({ $reason }). Ils s’appliquent pour l’instant et seront de nouveau enregistrés à la prochaine modification.
print-open-failed = Impossible d’ouvrir { $file } : { $reason }
print-no-path = Tape un nom de fichier, ou choisis-en un avec « Enregistrer sous… ».
