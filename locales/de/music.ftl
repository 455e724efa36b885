# Notennamen (deutsch). Alle sind weiblich; sie stehen in Sätzen nur im Nominativ/Akkusativ.
# { "\u00AD" } (weiches Trennzeichen) markiert, wo ein langer Name in der Legende der gedruckten
# Tafel in die zweite Zeile umbrechen darf (dort als Bindestrich); sonst wird es nie gezeigt.
note-semibreve = ganze Note
note-minim = halbe Note
note-crotchet = Viertelnote
note-quaver = Achtelnote
note-semiquaver = Sechzehntel{ "\u00AD" }note
note-demisemiquaver = Zweiund{ "\u00AD" }dreißigstel{ "\u00AD" }note
note-semidemisemiquaver = Vierund{ "\u00AD" }sechzigstel{ "\u00AD" }note
