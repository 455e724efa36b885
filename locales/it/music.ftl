# Nomi delle figure (italiano). Tutti femminili.
# { "\u00AD" } (trattino facoltativo) segna dove un nome lungo può andare a capo nella legenda
# della tavola stampata (con un trattino); altrove non si vede mai.
note-semibreve = semibreve
note-minim = minima
note-crotchet = semiminima
note-quaver = croma
note-semiquaver = semicroma
note-demisemiquaver = biscroma
note-semidemisemiquaver = semibiscroma
