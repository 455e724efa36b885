# Le schermate del quiz (src/ui/screen/quiz.rs): preparare un giro di domande, rispondere, i risultati. I nomi delle figure vengono da music.ftl.
home-quiz = Quiz
quiz-title = Quiz: il valore delle figure
quiz-explain = Domande sulle note come parti di una semibreve. Chi gioca col proprio nome conserva i suoi progressi: le domande sbagliate tornano prima.
quiz-pupil = Chi gioca?
quiz-pupil-placeholder = Nome dell’alunno
quiz-pupil-explain = Lascia vuoto il nome per giocare senza salvare i progressi.
quiz-team-play = Una classe a squadre
quiz-team-count = { $count } squadre
quiz-team-default-1 = Rosso
quiz-team-default-2 = Blu
quiz-team-default-3 = Verde
quiz-team-default-4 = Oro
quiz-teams-differ = Ogni squadra deve avere un nome diverso.
quiz-kinds = Domande
quiz-length = Quante domande
quiz-length-value = { $count } domande
quiz-length-teams = { $count } domande: { $each } per ogni squadra
quiz-time-limit = Tempo per ogni domanda
quiz-time-none = Senza limite
quiz-time-seconds = { $seconds } s
quiz-answer-by = Come rispondere
quiz-answer-choose = Scegliendo
quiz-answer-type = Scrivendo
quiz-no-kinds = Scegli almeno un tipo di domanda.
quiz-start = Inizia
quiz-question-of = Domanda { $n } di { $count }
quiz-score-streak = Punti { $score } · di fila { $streak }
quiz-team-to-answer = Tocca a { $team } rispondere
quiz-team-score = { $right } su { $answered }
quiz-hear-again = Riascolta
quiz-type-number = Un numero o una frazione, come 3/8
quiz-type-whole = Un numero intero, come 12
quiz-type-note = Il nome della nota
quiz-submit = Rispondi
quiz-not-understood-number = Scrivi un numero intero o una frazione, come 3/8.
quiz-not-understood-whole = Scrivi un numero intero, come 12.
quiz-not-understood-note = Scrivi il nome di una nota, come «semiminima».
quiz-did-you-mean = Intendevi «{ $name }»? Scrivilo di nuovo.
quiz-right = Giusto!
quiz-wrong = Non proprio: la risposta è { $answer }.
quiz-wrong-glyph = Non proprio: quella è { $given }. La risposta è { $answer }.
quiz-timed-out = Tempo scaduto: la risposta è { $answer }.
quiz-seconds-left = Mancano { $seconds } s
quiz-next = Domanda successiva
quiz-see-results = Vedi i risultati
quiz-stop = Interrompi il quiz
quiz-results = Risultati
quiz-results-score = Risposte giuste: { $score } su { $count }
quiz-results-streak = Serie più lunga di risposte giuste: { $streak }
quiz-results-time = Tempo per una risposta: { $seconds } s in media
quiz-results-leaders = { $count ->
    [one] Vincitore: { $names }
   *[other] Vittoria a pari merito: { $names }
}
quiz-results-no-winner = Nessuna squadra ha risposto bene: nessuno vince questo giro.
quiz-results-uneven = Interrotto prima della fine: non tutte le squadre hanno avuto gli stessi turni, quindi nessuno vince questo giro.
quiz-results-by-note = Risposte giuste per nota
quiz-results-right-of = { $right } su { $asked }
quiz-results-not-asked = nessuna domanda
quiz-results-kept = I progressi di { $name } sono salvati.
quiz-again = Gioca ancora
quiz-change = Cambia le impostazioni
quiz-results-saving = Salvataggio dei progressi di { $name }…
quiz-results-not-kept = Non è stato possibile salvare i progressi di { $name }: { $reason }
quiz-no-data-folder = non c’è una cartella in cui salvarli
quiz-cannot-hear = Qui non si può sentire alcun suono (nessuna uscita trovata o suono spento nelle Impostazioni): ascolto e ritmi da battere vengono tralasciati.

## A pupil's progress
quiz-progress-open = Progressi di { $name }
quiz-progress-title = Progressi di { $name }
quiz-progress-rounds = { $rounds ->
    [one] 1 giro finito
   *[other] { $rounds } giri finiti
}
quiz-progress-explain = Ogni domanda aspetta in una scatola: la 1 torna a ogni giro, la 2 ogni due giri, la 3 ogni quattro, la 4 ogni otto, la 5 ogni sedici. Una risposta giusta la fa salire di una scatola, una sbagliata la riporta alla 1. Un trattino (–) indica una domanda non ancora fatta; una casella vuota, una che quel tipo non fa mai.
quiz-progress-practise = Da ripassare
quiz-progress-nothing-to-practise = Nessun errore di recente.
quiz-progress-item = { $kind }: { $note }
quiz-progress-more = e altri { $count }
quiz-worksheet-button = Stampa come scheda (PDF)…
quiz-worksheet-saved = Scheda salvata: { $path }
quiz-worksheet-failed = La scheda non è stata salvata: { $reason }
quiz-worksheet-at-most = Una scheda contiene al massimo { $count } domande: viene stampata con { $count }.

## Tapping a rhythm (tap questions) and calibrating it ($ms: milliseconds; $held, $beats: beats, as decimals)
quiz-tap-how = Premi la barra spaziatrice, o il riquadro, per iniziare: una battuta di clic ti dà l'attacco; poi premi all'inizio di ogni nota e lascia alla sua fine.
quiz-tap-hear = Ascolta
quiz-tap-tempo = Tempo: { $bpm } semiminime al minuto.
quiz-tap-slowed = Tempo: { $bpm } semiminime al minuto, più lento dei tuoi { $asked } perché la nota più breve duri almeno 0,2 secondi.
quiz-tap-pad-start = Premi per iniziare
quiz-tap-pad-listen = Ascolta…
quiz-tap-pad-tap = Batti!
quiz-tap-pad-again = Premi per riprovare
quiz-tap-first-counts = Conta per il punteggio solo il primo tentativo; riprova quante volte vuoi.
quiz-tap-all-right = Ogni nota è iniziata a tempo ed è stata tenuta per la sua durata.
quiz-tap-right-count = { $right } note giuste su { $count }.
quiz-tap-early = La { $note } (nota { $n }) è iniziata troppo presto, di { $ms } ms.
quiz-tap-late = La { $note } (nota { $n }) è iniziata troppo tardi, di { $ms } ms.
quiz-tap-short = La { $note } (nota { $n }) è stata lasciata troppo presto: l'hai tenuta { $held } movimenti su { $beats }.
quiz-tap-long = La { $note } (nota { $n }) è stata tenuta troppo a lungo: l'hai tenuta { $held } movimenti su { $beats }.
quiz-tap-missing = La { $note } (nota { $n }) non è stata battuta.
# Past four sentences about notes, one brief line a note ($what: the parts below, joined by "; ")
quiz-tap-brief-note = Nota { $n }: { $what }.
quiz-tap-brief-early = { $ms } ms troppo presto
quiz-tap-brief-late = { $ms } ms troppo tardi
quiz-tap-brief-missing = non battuta
quiz-tap-brief-short = lasciata troppo presto ({ $held } movimenti su { $beats })
quiz-tap-brief-long = tenuta troppo a lungo ({ $held } movimenti su { $beats })
quiz-tap-extra = { $count ->
    [one] Una pressione di troppo, dove non iniziava nessuna nota.
   *[other] { $count } pressioni di troppo, dove non iniziava nessuna nota.
}
quiz-tap-legend = Sopra, le note; sotto, le tue pressioni: troppo presto o troppo tardi nel colore chiaro, tenute troppo poco o troppo a lungo segnate alla fine.
quiz-calibrate-open = Calibra la battuta…
quiz-calibrate-no-sound = Per calibrare serve il suono: si batte insieme ai clic.
quiz-calibrate-title = Calibra la battuta
quiz-calibrate-how = Premi la barra spaziatrice, o il riquadro, per avviare otto clic, e batti su ognuno. L'app misura il ritardo con cui arrivano le tue pressioni su questo computer e lo toglie quando valuta.
quiz-calibrate-late = Le tue pressioni arrivano { $ms } ms dopo i clic: ora viene tolto da ogni pressione.
quiz-calibrate-early = Le tue pressioni arrivano { $ms } ms prima dei clic: ora viene aggiunto a ogni pressione.
quiz-calibrate-too-few = Solo { $count } degli 8 clic hanno avuto una pressione vicina: riprova.
quiz-calibrate-kept = Scarto della battuta: { $ms } ms.
quiz-calibrate-reset = Porta a 0
