# Die gedruckte Steintafel (src/chart).

## Auf der Tafel
chart-title = Musikdomino
chart-subtitle = Die 28 Steine, je { $width } × { $height } mm in Originalgröße (100 %). An den gestrichelten Linien ausschneiden und jeden Stein auf Karton kleben.
chart-key = Legende: Jede Zahl gibt an, wie viele dieser Noten eine ganze Note ergeben.
chart-pips-title = Domino
chart-pips-subtitle = Ein Doppel-Sechs-Satz mit 28 Steinen, je { $width } × { $height } mm in Originalgröße (100 %). An den gestrichelten Linien ausschneiden und jeden Stein auf Karton kleben.
chart-credit = Nach der Tafel aus F. S. Gilberts „Musical Dominoes“.

## Die Regelseite (Musikdomino)
chart-rules-title = So spielt man Musikdomino
chart-rules-tablets-head = Die Steine
chart-rules-tablets = Jede Hälfte eines Steins zeigt eine Note und ihre Zahl: wie viele dieser Noten eine ganze Note ergeben. Eine Viertelnote hat die 4, denn vier Viertelnoten ergeben eine ganze Note.
chart-rules-players-head = Spieler
chart-rules-players = Es spielen zwei oder vier. Zu viert spielt man in zwei Paaren; Partner sitzen einander gegenüber.
chart-rules-deal-head = Das Austeilen
chart-rules-deal = Die Steine werden verdeckt hingelegt. Jeder Spieler zieht sechs; die übrigen bleiben verdeckt liegen und werden nicht gebraucht.
chart-rules-play-head = Das Spiel
chart-rules-play = Der erste Spieler spielt einen beliebigen Stein aus. Dann geht es im Uhrzeigersinn weiter, zum linken Nachbarn. Jeder muss bedienen: Er legt einen Stein an, dessen Note zur Note an einem der beiden offenen Enden passt, also eine Viertelnote nur an eine Viertelnote. Ein Doppelstein wird quer gelegt, sodass dieselbe Note wieder offen liegt. Wer nicht bedienen kann, sagt „Passe“.
chart-rules-win-head = Gewinnen
chart-rules-win = Wer als Erster alle Steine gelegt hat, gewinnt; zu viert gewinnt das Paar, bei dem zuerst beide Partner fertig sind. Sagen alle Spieler „Passe“, werden die Steine aufgedeckt und nach ihren Zahlen gezählt, die ganze Note zählt eins. Die niedrigste Summe gewinnt.
chart-rules-example-head = Ein Beispiel
chart-rules-example = Eine Kette: Jeder Stein wird an die gleiche Note gelegt, ein Doppelstein liegt quer. Hier wurde Viertel–Achtel ausgespielt; die Achtel trafen sich, dann die Halben. Offen sind jetzt eine Viertel und eine Ganze.

## Die Regelseite (Augenspiele)
chart-pips-rules-title = So spielt man das Block- und das Ziehspiel
chart-pips-rules-deal-head = Das Austeilen
chart-pips-rules-deal = Die Steine werden verdeckt hingelegt. Bei zwei Spielern zieht jeder sieben, bei drei oder vier Spielern jeder fünf. Im Blockspiel werden die übrigen nicht benutzt; im Ziehspiel bilden sie den Vorrat.
chart-pips-rules-lead-head = Das Ausspielen
chart-pips-rules-lead = Wer den höchsten Doppelstein hat, spielt ihn aus; hat niemand einen Doppelstein, spielt der Besitzer des schwersten Steins diesen aus.
chart-pips-rules-play-head = Das Spiel
chart-pips-rules-play = Gespielt wird im Uhrzeigersinn, zum linken Nachbarn. Man legt einen Stein an, dessen Hälfte zu den Augen an einem der beiden offenen Enden passt; ein Doppelstein wird quer gelegt. Im Blockspiel sagt, wer nicht anlegen kann, „Passe“; im Ziehspiel zieht man aus dem Vorrat, bis man legen kann oder der Vorrat leer ist.
chart-pips-rules-win-head = Gewinnen
chart-pips-rules-win = Wer als Erster alle Steine gelegt hat, gewinnt und bekommt die Augen, die in den anderen Händen übrig sind. Kann niemand mehr legen, gewinnt die niedrigste Augenzahl.
chart-pips-rules-example-head = Ein Beispiel
chart-pips-rules-example = Eine Kette: Jeder Stein wird an die gleiche Augenzahl gelegt, ein Doppelstein liegt quer. Hier wurde 3–3 ausgespielt, der höchste ausgeteilte Doppelstein; links wurde 2–3 angelegt, rechts 3–1, dann 1–0. Offen sind jetzt eine Zwei und eine Null.

## Der Bildschirm „Tafel drucken“
chart-print = Tafel drucken
chart-paper = Papier
chart-paper-a4 = A4
chart-paper-letter = US Letter
chart-format = Format
chart-format-pdf = PDF
chart-format-png = PNG-Bild
chart-format-svg = SVG-Zeichnung
chart-dpi = Auflösung (Punkte pro Zoll)
chart-language = Sprache
chart-pips-option = Steine mit Augen (ein Doppel-Sechs-Satz) statt Noten
chart-rules-option = Eine Seite mit Regeln hinzufügen
chart-preview = Vorschau
chart-save = Speichern …
chart-open = Öffnen
chart-saved = { $path } gespeichert
chart-save-failed = Die Tafel konnte nicht gespeichert werden: { $reason }
