# Note names (British, as in Gilbert's text).
# { "\u00AD" } (a soft hyphen) marks where a long name may break onto a second line in the
# printed chart's key, shown there as a hyphen; it is never shown anywhere else.
note-semibreve = semibreve
note-minim = minim
note-crotchet = crotchet
note-quaver = quaver
note-semiquaver = semiquaver
note-demisemiquaver = demi{ "\u00AD" }semiquaver
note-semidemisemiquaver = semidemi{ "\u00AD" }semiquaver
