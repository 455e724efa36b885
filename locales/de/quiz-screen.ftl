# Die Quiz-Bildschirme (src/ui/screen/quiz.rs): eine Runde einrichten, antworten, die Ergebnisse. Die Notennamen kommen aus music.ftl.
home-quiz = Quiz
quiz-title = Quiz: der Wert der Noten
quiz-explain = Fragen zu Noten als Teilen einer ganzen Note. Wer mit Namen spielt, behält seinen Lernstand: Was danebengeht, kommt früher wieder dran.
quiz-pupil = Wer spielt?
quiz-pupil-placeholder = Name des Schülers
quiz-pupil-explain = Lass den Namen leer, um zu spielen, ohne den Lernstand zu speichern.
quiz-team-play = Eine Klasse in Teams
quiz-team-count = { $count } Teams
quiz-team-default-1 = Rot
quiz-team-default-2 = Blau
quiz-team-default-3 = Grün
quiz-team-default-4 = Gold
quiz-teams-differ = Jedes Team braucht einen eigenen Namen.
quiz-kinds = Fragen
quiz-length = Wie viele Fragen
quiz-length-value = { $count } Fragen
quiz-length-teams = { $count } Fragen: { $each } für jedes Team
quiz-time-limit = Zeit für jede Frage
quiz-time-none = Unbegrenzt
quiz-time-seconds = { $seconds } s
quiz-answer-by = Antworten durch
quiz-answer-choose = Auswählen
quiz-answer-type = Eintippen
quiz-no-kinds = Wähle mindestens eine Art von Fragen.
quiz-start = Los geht’s
quiz-question-of = Frage { $n } von { $count }
quiz-score-streak = Punkte { $score } · in Folge { $streak }
quiz-team-to-answer = An der Reihe: { $team }
quiz-team-score = { $right } von { $answered }
quiz-hear-again = Noch einmal anhören
quiz-type-number = Eine Zahl oder ein Bruch, zum Beispiel 3/8
quiz-type-whole = Eine ganze Zahl, zum Beispiel 12
quiz-type-note = Name der Note
quiz-submit = Antworten
quiz-not-understood-number = Gib eine ganze Zahl oder einen Bruch ein, zum Beispiel 3/8.
quiz-not-understood-whole = Gib eine ganze Zahl ein, zum Beispiel 12.
quiz-not-understood-note = Gib den Namen einer Note ein, zum Beispiel Viertelnote.
quiz-did-you-mean = Meintest du „{ $name }“? Gib es noch einmal ein.
quiz-right = Richtig!
quiz-wrong = Nicht ganz: Die Antwort lautet { $answer }.
quiz-wrong-glyph = Nicht ganz: Das ist { $given }. Die Antwort lautet { $answer }.
quiz-timed-out = Die Zeit ist um: Die Antwort lautet { $answer }.
quiz-seconds-left = Noch { $seconds } s
quiz-next = Nächste Frage
quiz-see-results = Ergebnisse ansehen
quiz-stop = Runde beenden
quiz-results = Ergebnisse
quiz-results-score = { $score } von { $count } richtig
quiz-results-streak = Längste Serie richtiger Antworten: { $streak }
quiz-results-time = Zeit für eine Antwort: im Schnitt { $seconds } s
quiz-results-leaders = { $count ->
    [one] Sieger: { $names }
   *[other] Geteilter Sieg: { $names }
}
quiz-results-no-winner = Kein Team hat eine richtige Antwort: Diese Runde gewinnt niemand.
quiz-results-uneven = Vorzeitig beendet: Nicht jedes Team war gleich oft dran, darum gewinnt niemand.
quiz-results-by-note = Richtige Antworten nach Note
quiz-results-right-of = { $right } von { $asked }
quiz-results-not-asked = nicht gefragt
quiz-results-kept = Der Lernstand von { $name } bleibt gespeichert.
quiz-again = Noch einmal spielen
quiz-change = Einstellungen ändern
quiz-results-saving = Der Lernstand von { $name } wird gespeichert …
quiz-results-not-kept = Der Lernstand von { $name } konnte nicht gespeichert werden: { $reason }
quiz-no-data-folder = es gibt keinen Ordner dafür
quiz-cannot-hear = Hier ist kein Ton zu hören (keine Ausgabe gefunden oder Ton in den Einstellungen aus): Hör- und Tippfragen werden weggelassen.

## A pupil's progress
quiz-progress-open = Lernstand von { $name }
quiz-progress-title = Lernstand von { $name }
quiz-progress-rounds = { $rounds ->
    [one] 1 Runde beendet
   *[other] { $rounds } Runden beendet
}
quiz-progress-explain = Jede Frage wartet in einem Fach: 1 kommt jede Runde wieder, 2 jede zweite, 3 jede vierte, 4 jede achte, 5 jede sechzehnte. Eine richtige Antwort hebt sie ein Fach höher, eine falsche zurück in 1. Ein Strich (–) steht für eine noch nicht gestellte Frage, ein leeres Feld für eine, die diese Art nie stellt.
quiz-progress-practise = Zum Üben
quiz-progress-nothing-to-practise = Zuletzt nichts verfehlt.
quiz-progress-item = { $kind }: { $note }
quiz-progress-more = und { $count } weitere
quiz-worksheet-button = Als Arbeitsblatt drucken (PDF)…
quiz-worksheet-saved = Arbeitsblatt gespeichert: { $path }
quiz-worksheet-failed = Das Arbeitsblatt wurde nicht gespeichert: { $reason }
quiz-worksheet-at-most = Ein Arbeitsblatt fasst höchstens { $count } Fragen: Es wird mit { $count } gedruckt.

## Tapping a rhythm (tap questions) and calibrating it ($ms: milliseconds; $held, $beats: beats, as decimals)
quiz-tap-how = Drücke die Leertaste oder das Feld, um zu beginnen: Ein Takt Klicks zählt ein; dann drücke am Anfang jeder Note und lass am Ende los.
quiz-tap-hear = Anhören
quiz-tap-tempo = Tempo: { $bpm } Viertel pro Minute.
quiz-tap-slowed = Tempo: { $bpm } Viertel pro Minute, langsamer als deine { $asked }, damit die kürzeste Note mindestens 0,2 Sekunden dauert.
quiz-tap-pad-start = Drücken zum Beginnen
quiz-tap-pad-listen = Zuhören…
quiz-tap-pad-tap = Tippen!
quiz-tap-pad-again = Noch einmal tippen
quiz-tap-first-counts = Nur der erste Versuch zählt für die Punkte; übe so oft du willst.
quiz-tap-all-right = Jede Note begann pünktlich und wurde ihre Länge gehalten.
quiz-tap-right-count = { $right } von { $count } Noten richtig.
quiz-tap-early = Die { $note } (Note { $n }) begann zu früh, um { $ms } ms.
quiz-tap-late = Die { $note } (Note { $n }) begann zu spät, um { $ms } ms.
quiz-tap-short = Die { $note } (Note { $n }) wurde zu früh losgelassen: Du hast { $held } von { $beats } Schlägen gehalten.
quiz-tap-long = Die { $note } (Note { $n }) wurde zu lange gehalten: Du hast { $held } von { $beats } Schlägen gehalten.
quiz-tap-missing = Die { $note } (Note { $n }) wurde nicht getippt.
# Past four sentences about notes, one brief line a note ($what: the parts below, joined by "; ")
quiz-tap-brief-note = Note { $n }: { $what }.
quiz-tap-brief-early = { $ms } ms zu früh
quiz-tap-brief-late = { $ms } ms zu spät
quiz-tap-brief-missing = nicht getippt
quiz-tap-brief-short = zu früh losgelassen ({ $held } von { $beats } Schlägen)
quiz-tap-brief-long = zu lange gehalten ({ $held } von { $beats } Schlägen)
quiz-tap-extra = { $count ->
    [one] Ein Druck zu viel, wo keine Note begann.
   *[other] { $count } Drücke zu viel, wo keine Note begann.
}
quiz-tap-legend = Oben die Noten, unten deine Drücke: zu früh oder zu spät in der hellen Farbe, zu kurz oder zu lang gehalten am Ende markiert.
quiz-calibrate-open = Tippen abstimmen…
quiz-calibrate-no-sound = Zum Abstimmen braucht es Ton: Man tippt zu Klicks.
quiz-calibrate-title = Tippen abstimmen
quiz-calibrate-how = Drücke die Leertaste oder das Feld, um acht Klicks zu starten, und tippe auf jeden. Die App misst, wie spät deine Tipper auf diesem Computer ankommen, und zieht das beim Bewerten ab.
quiz-calibrate-late = Deine Tipper kommen { $ms } ms nach den Klicks an: Das wird jetzt von jedem Tipper abgezogen.
quiz-calibrate-early = Deine Tipper kommen { $ms } ms vor den Klicks an: Das wird jetzt zu jedem Tipper addiert.
quiz-calibrate-too-few = Nur bei { $count } der 8 Klicks kam ein Tipper in der Nähe: Versuch es noch einmal.
quiz-calibrate-kept = Tipp-Versatz: { $ms } ms.
quiz-calibrate-reset = Auf 0 setzen
