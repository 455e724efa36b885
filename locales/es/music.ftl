# Nombres de las figuras (español). Todos femeninos.
# { "\u00AD" } (guion discrecional) marca dónde un nombre largo puede partirse en dos líneas en la
# clave del cuadro impreso (con un guion); no se ve en ningún otro lugar.
note-semibreve = redonda
note-minim = blanca
note-crotchet = negra
note-quaver = corchea
note-semiquaver = semicorchea
note-demisemiquaver = fusa
note-semidemisemiquaver = semifusa
