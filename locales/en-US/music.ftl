# Note names (American).
# { "\u00AD" } (a soft hyphen) marks where a long name may break onto a second line in the
# printed chart's key, shown there as a hyphen; it is never shown anywhere else.
note-semibreve = whole note
note-minim = half note
note-crotchet = quarter note
note-quaver = eighth note
note-semiquaver = sixteenth note
note-demisemiquaver = thirty-second note
note-semidemisemiquaver = sixty-fourth note
