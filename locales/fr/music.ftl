# Noms des notes (français). Tous féminins.
# { "\u00AD" } (trait d'union conditionnel) marque où un nom long peut passer à la ligne dans la
# légende du tableau imprimé (avec un trait d'union) ; il n'apparaît nulle part ailleurs.
note-semibreve = ronde
note-minim = blanche
note-crotchet = noire
note-quaver = croche
note-semiquaver = double croche
note-demisemiquaver = triple croche
note-semidemisemiquaver = quadruple croche
