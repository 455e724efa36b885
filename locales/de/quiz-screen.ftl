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
quiz-cannot-hear = Hier ist kein Ton zu hören (keine Ausgabe gefunden oder Ton in den Einstellungen aus): Hörfragen werden weggelassen.

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
