# Note names (British, as in Gilbert's text).
note-semibreve = semibreve
note-minim = minim
note-crotchet = crotchet
note-quaver = quaver
note-semiquaver = semiquaver
note-demisemiquaver = demisemiquaver
note-semidemisemiquaver = semidemisemiquaver
