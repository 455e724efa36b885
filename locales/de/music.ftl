# Notennamen (deutsch). Alle sind weiblich; sie stehen in Sätzen nur im Nominativ/Akkusativ.
note-semibreve = ganze Note
note-minim = halbe Note
note-crotchet = Viertelnote
note-quaver = Achtelnote
note-semiquaver = Sechzehntelnote
note-demisemiquaver = Zweiunddreißigstelnote
note-semidemisemiquaver = Vierundsechzigstelnote
