# Noms des notes (français). Tous féminins.
note-semibreve = ronde
note-minim = blanche
note-crotchet = noire
note-quaver = croche
note-semiquaver = double croche
note-demisemiquaver = triple croche
note-semidemisemiquaver = quadruple croche
