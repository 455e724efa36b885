# Note names (American).
note-semibreve = whole note
note-minim = half note
note-crotchet = quarter note
note-quaver = eighth note
note-semiquaver = sixteenth note
note-demisemiquaver = thirty-second note
note-semidemisemiquaver = sixty-fourth note
