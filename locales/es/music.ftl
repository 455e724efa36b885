# Nombres de las figuras (español). Todos femeninos.
note-semibreve = redonda
note-minim = blanca
note-crotchet = negra
note-quaver = corchea
note-semiquaver = semicorchea
note-demisemiquaver = fusa
note-semidemisemiquaver = semifusa
