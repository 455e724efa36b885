# Der Bildschirm „Regeln“: die Regeln jeder Variante (RULES.md, Abschnitt 4) und die Ratschläge
# der Quelle zum guten Spiel (Seed 003). Die Notennamen kommen aus music.ftl.
rules-title = Regeln
rules-strategy = Gut spielen
rules-head-players = Spieler und Austeilen
rules-head-lead = Das Ausspielen
rules-head-play = Das Spiel
rules-head-score = Gewinnen und Punkte
rules-head-example = Ein Beispiel

rules-musical-players = Es spielen zwei oder vier; zu viert spielt man in zwei Paaren, Partner sitzen einander gegenüber. Jeder Spieler bekommt sechs Steine; die übrigen bleiben verdeckt liegen und werden nicht gebraucht.
rules-musical-lead = Der erste Spieler spielt einen beliebigen Stein aus. In jeder neuen Runde spielt reihum der nächste Spieler am Tisch aus.
rules-musical-play = Gespielt wird im Uhrzeigersinn, zum linken Nachbarn. Man muss bedienen: einen Stein anlegen, dessen Note zur Note an einem der beiden offenen Enden passt – eine Viertelnote nur an eine Viertelnote. Ein Doppelstein wird quer gelegt und lässt dieselbe Note wieder offen. Wer nicht bedienen kann, sagt „Passe“.
rules-musical-score = Wer als Erster alle Steine gelegt hat, gewinnt die Runde; zu viert das Paar, bei dem zuerst beide Spieler fertig sind. Kann niemand bedienen, werden die Steine aufgedeckt und nach ihren Zahlen gezählt – eine ganze Note zählt 1, eine Vierundsechzigstelnote 64 –, und die niedrigste Summe gewinnt. Jede gewonnene Runde bringt einen Punkt.
rules-musical-example = Am rechten Ende wurde eine Achtelnote an die Viertelnote gelegt, dann quer der Doppelstein „Achtelnote“: Wieder liegt eine Achtelnote offen.

rules-block-players = Zu zweit bekommt jeder sieben Steine, zu dritt oder zu viert jeder fünf. Die übrigen werden nicht gebraucht: Niemand zieht. Zu viert kann man auch in zwei Paaren spielen, Partner einander gegenüber, mit je sieben Steinen: Ein Paar gewinnt die Runde dann, sobald ein Partner fertig ist (so voreingestellt).
rules-block-lead = Wer den höchsten Doppelstein hat, spielt ihn aus. Wurde kein Doppelstein ausgeteilt, spielt der Besitzer des schwersten Steins diesen aus.
rules-block-play = Gespielt wird im Uhrzeigersinn, zum linken Nachbarn. Man legt einen Stein an, dessen Hälfte zu den Augen an einem der beiden offenen Enden passt; Doppelsteine werden quer gelegt. Wer nicht anlegen kann, sagt „Passe“.
rules-block-score = Wer als Erster alle Steine gelegt hat, gewinnt und bekommt die Augen, die in den anderen Händen übrig sind. Kann niemand mehr legen, gewinnt die niedrigste Augenzahl und bekommt ebenso die Augen der anderen Hände. Unter „Neues Spiel“ kann man stattdessen den Unterschied zu jeder anderen Hand wählen.
rules-block-example = 6-4 wurde an die 6 der Doppel-Sechs gelegt; offen liegen eine 4 und eine 6.

rules-draw-players = Wie im Blockspiel: bei zwei Spielern jeder sieben Steine, bei drei oder vier jeder fünf. Die übrigen bilden den Vorrat. Zu viert kann man auch in zwei Paaren spielen, Partner einander gegenüber, mit je fünf Steinen, der Rest bildet den Vorrat: Ein Paar gewinnt die Runde dann, sobald ein Partner fertig ist (so voreingestellt).
rules-draw-lead = Wie im Blockspiel: der höchste Doppelstein, sonst der schwerste Stein.
rules-draw-play = Wie im Blockspiel, aber wer nicht anlegen kann, zieht Stein für Stein aus dem Vorrat, bis einer passt oder der Vorrat leer ist; ein passender Stein wird sofort gelegt. Erst wenn der Vorrat leer ist, sagt man „Passe“.
rules-draw-score = Wer als Erster alle Steine gelegt hat, gewinnt und bekommt die Augen, die in den anderen Händen übrig sind. Kann niemand mehr legen, gewinnt die niedrigste Augenzahl und bekommt ebenso die Augen der anderen Hände. Unter „Neues Spiel“ kann man stattdessen den Unterschied zu jeder anderen Hand wählen.
rules-draw-example = An den Enden liegen 5 und 3: Wer keins von beiden hat, zieht, bis eine 5 oder eine 3 kommt.

rules-all-fives-players = Zu zweit bekommt jeder sieben Steine (zu dritt oder zu viert jeder fünf). Niemand zieht.
rules-all-fives-lead = Wer 5-5 hat, spielt ihn aus; sonst, wer 0-5 hat; sonst, wer 2-3 hat; sonst spielt der Besitzer des schwersten Steins diesen aus.
rules-all-fives-play = Angelegt wird nach Augen wie im Blockspiel. Nach jedem Zug, das Ausspielen eingeschlossen, zählt man die Augen an den beiden Enden zusammen: Ein quer liegender Doppelstein an einem Ende zählt mit beiden Hälften. Ist die Summe 5, 10, 15 oder ein anderes Vielfaches von fünf, bekommt der Spieler, der gerade gelegt hat, diese Punkte.
rules-all-fives-score = Wer als Erster alle Steine gelegt hat, bekommt die Augen aller anderen Hände gutgeschrieben; kann niemand mehr legen, bekommt die niedrigste Hand den Unterschied zu jeder anderen Hand. Wer zuerst das Ziel erreicht (100 Punkte, wenn „Neues Spiel“ kein anderes setzt), gewinnt das Spiel – auch mitten in einer Runde. Unter „Neues Spiel“ kann man diese Punkte am Rundenende auf die nächste Fünf runden lassen.
rules-all-fives-example = Die quer liegende Doppel-Sechs zählt 12 und die 4-4 am anderen Ende 8: zwanzig Punkte.

rules-all-fives-draw-players = Wie bei „Alle Fünfe“, aber die nicht ausgeteilten Steine bilden einen Vorrat.
rules-all-fives-draw-lead = Wie bei „Alle Fünfe“: 5-5, sonst 0-5, sonst 2-3, sonst der schwerste Stein.
rules-all-fives-draw-play = Wie bei „Alle Fünfe“, aber wer nicht anlegen kann, zieht aus dem Vorrat, bis ein Stein passt, und legt ihn; erst wenn der Vorrat leer ist, sagt man „Passe“.
rules-all-fives-draw-score = Gezählt wird wie bei „Alle Fünfe“: Vielfache von fünf an den Enden nach jedem Zug, zum Schluss die Augen, die in den anderen Händen übrig sind.
rules-all-fives-draw-example = 5-5 ausgespielt bringt 10; 0-5 daran gelegt ergibt an den Enden 10 und 0: noch einmal zehn.

rules-shark-players = Es spielen zwei mit je elf Steinen; die anderen sechs werden nicht gebraucht. Niemand zieht.
rules-shark-lead = Wer die Doppel-Sechs hat, legt sie; sonst der Besitzer des nächsthöchsten Doppelsteins.
rules-shark-play = Angelegt wird nach Augen wie im Blockspiel, aber Doppelsteine werden längs in die Kette gelegt und zählen an einem Ende nur mit einer Hälfte. Ergeben die beiden Enden nach einem Zug zusammen ein Vielfaches von fünf, bekommt der Spieler diese Punkte.
rules-shark-score = Ob jemand fertig ist oder das Spiel blockiert: Der Gewinner (wer fertig ist, oder die niedrigste Hand) bekommt die Augen der anderen Hand abzüglich der eigenen, auf das nächste Vielfache von fünf gerundet. Wer zuerst das Ziel erreicht, gewinnt sofort das Spiel.
rules-shark-example = Die Doppel-Drei liegt längs und zählt an ihrem Ende 3; mit einer 2 am anderen Ende ergeben die Enden 5.

rules-matador-players = Zwei bis vier spielen mit je drei Steinen; die übrigen bilden den Vorrat.
rules-matador-lead = Wer den schwersten Stein hat, spielt ihn aus.
rules-matador-play = Ein Stein passt dort, wo die sich berührenden Hälften zusammen sieben ergeben: eine 2 neben einer 5. Die Matadore – 6-1, 5-2, 4-3 und 0-0 – dürfen jederzeit an jedes Ende gelegt werden, mit beliebiger Hälfte nach außen. Ein Doppelstein lässt seine eigene Zahl offen: 3-3 an einer 4 lässt eine 3 offen. An ein Ende ohne Augen passt nur ein Matador. Wer nicht legen kann, zieht, bis ein Stein passt oder nur noch zwei Steine im Vorrat sind, und sagt dann „Passe“.
rules-matador-score = Wer als Erster alle Steine gelegt hat, gewinnt; kann niemand mehr legen, gewinnt die niedrigste Augenzahl. Der Gewinner bekommt die Augen aller anderen Hände.
rules-matador-example = 3-5 wurde mit der 3 an die 4 gelegt: Drei und vier ergeben sieben.

rules-strategy-intro = Geschick ist vor allem eine Sache des Gedächtnisses, doch ein altes Dominobuch gibt dem Lernenden diese Ratschläge:
rules-strategy-1 = Lege Steine so, dass du beim nächsten Mal an beiden Enden spielen kannst.
rules-strategy-2 = Spiele deine schwersten Steine zuerst – im Musikdomino die kurzen Noten, eine Vierundsechzigstelnote zählt 64 –, damit deine Summe niedrig ist, falls das Spiel blockiert.
rules-strategy-3 = Spiele auf die Zahlen (oder Noten), von denen du die meisten hast: Dein Gegner hat davon wahrscheinlich weniger.
rules-strategy-4 = Blockiere das Spiel nicht, solange deine Steine mehr zählen: Die Steine deines Gegners zählen womöglich weniger.
rules-strategy-5 = Lege einen Doppelstein früh, wenn du noch andere Steine mit seiner Zahl hast, aber lass nicht erkennen, dass du darauf wartest.
rules-strategy-6 = Hast du den Doppelstein zu einem Ende, an das dein Gegner nicht legen kann, dann spiele am anderen Ende, um ihn auszusperren.
rules-strategy-7 = Zählen deine Steine viel, dann spiele erst an einem Ende und dann am anderen, damit das Spiel nicht zu deinem Nachteil blockieren kann.
rules-strategy-8 = In den Spielen, in denen die Enden Punkte bringen, hol dir die Punkte, wenn die Enden zusammen ein Vielfaches von fünf ergeben, und lass deinem Gegner keine leichten Punkte.
rules-strategy-good-hand = Eine gute Hand hat möglichst viele verschiedene Zahlen: Dann kannst du meistens jedes Mal legen.
rules-strategy-bad-hand = Eine schlechte Hand: viele Doppelsteine und wenige Zahlen.
rules-strategy-as-tablets = Jede Hand ist zweimal gezeichnet: mit Augen und mit denselben Zahlen als Noten, wie Musikdomino sie spielt (die Null ist eine ganze Note, die Eins eine halbe und so weiter bis zur Sechs, der Vierundsechzigstelnote).
