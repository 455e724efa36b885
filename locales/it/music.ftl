# Nomi delle figure (italiano). Tutti femminili.
note-semibreve = semibreve
note-minim = minima
note-crotchet = semiminima
note-quaver = croma
note-semiquaver = semicroma
note-demisemiquaver = biscroma
note-semidemisemiquaver = semibiscroma
