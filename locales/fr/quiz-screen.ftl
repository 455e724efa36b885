# Les écrans du quiz (src/ui/screen/quiz.rs) : préparer une manche, répondre, les résultats. Les noms des notes viennent de music.ftl.
home-quiz = Quiz
quiz-title = Quiz : la valeur des notes
quiz-explain = Des questions sur les notes en tant que parties d’une ronde. Un élève qui donne son nom garde sa progression : ses erreurs reviennent plus tôt.
quiz-pupil = Qui joue ?
quiz-pupil-placeholder = Nom de l’élève
quiz-pupil-explain = Laisse le nom vide pour jouer sans enregistrer ta progression.
quiz-team-play = Une classe en équipes
quiz-team-count = { $count } équipes
quiz-team-default-1 = Rouge
quiz-team-default-2 = Bleu
quiz-team-default-3 = Vert
quiz-team-default-4 = Or
quiz-teams-differ = Chaque équipe doit avoir son propre nom.
quiz-kinds = Questions
quiz-length = Nombre de questions
quiz-length-value = { $count } questions
quiz-length-teams = { $count } questions : { $each } pour chaque équipe
quiz-time-limit = Temps pour chaque question
quiz-time-none = Sans limite
quiz-time-seconds = { $seconds } s
quiz-answer-by = Mode de réponse
quiz-answer-choose = Choix
quiz-answer-type = Saisie
quiz-no-kinds = Choisis au moins un type de question.
quiz-start = Commencer
quiz-question-of = Question { $n } sur { $count }
quiz-score-streak = Score { $score } · série { $streak }
quiz-team-to-answer = À { $team } de répondre
quiz-team-score = { $right } sur { $answered }
quiz-hear-again = Réécouter
quiz-type-number = Un nombre ou une fraction (ex. 3/8)
quiz-type-whole = Un nombre entier (ex. 12)
quiz-type-note = Le nom de la note
quiz-submit = Répondre
quiz-not-understood-number = Saisis un nombre entier ou une fraction, par exemple 3/8.
quiz-not-understood-whole = Saisis un nombre entier, par exemple 12.
quiz-not-understood-note = Saisis le nom d’une note, par exemple « noire ».
quiz-did-you-mean = Voulais-tu dire « { $name } » ? Saisis-le de nouveau.
quiz-right = Exact !
quiz-wrong = Pas tout à fait : la réponse est { $answer }.
quiz-wrong-glyph = Pas tout à fait : celle-ci est { $given }. La réponse est { $answer }.
quiz-timed-out = Temps écoulé : la réponse est { $answer }.
quiz-seconds-left = Encore { $seconds } s
quiz-next = Question suivante
quiz-see-results = Voir les résultats
quiz-stop = Arrêter la manche
quiz-results = Résultats
quiz-results-score = Bonnes réponses : { $score } sur { $count }
quiz-results-streak = Plus longue série de bonnes réponses : { $streak }
quiz-results-time = Temps par réponse : { $seconds } s en moyenne
quiz-results-leaders = { $count ->
    [one] Vainqueur : { $names }
   *[other] Victoire partagée : { $names }
}
quiz-results-no-winner = Aucune équipe n’a de bonne réponse : personne ne gagne cette manche.
quiz-results-uneven = Arrêtée avant la fin : les équipes n’ont pas toutes joué autant de fois, personne ne gagne cette manche.
quiz-results-by-note = Bonnes réponses par note
quiz-results-right-of = { $right } sur { $asked }
quiz-results-not-asked = aucune question
quiz-results-kept = La progression de { $name } est enregistrée.
quiz-again = Rejouer
quiz-change = Changer les réglages
quiz-results-saving = Enregistrement de la progression de { $name }…
quiz-results-not-kept = La progression de { $name } n’a pas pu être enregistrée : { $reason }
quiz-no-data-folder = il n’y a pas de dossier où les garder
quiz-cannot-hear = Aucun son ne peut être entendu ici (pas de sortie trouvée, ou son coupé dans les Réglages) : l’écoute et les rythmes à taper sont laissés de côté.

## A pupil's progress
quiz-progress-open = Progrès de { $name }
quiz-progress-title = Progrès de { $name }
quiz-progress-rounds = { $rounds ->
    [one] 1 manche terminée
   *[other] { $rounds } manches terminées
}
quiz-progress-explain = Chaque question attend dans une boîte : 1 revient à chaque manche, 2 toutes les deux manches, 3 toutes les quatre, 4 toutes les huit, 5 toutes les seize. Une bonne réponse la fait monter d’une boîte, une erreur la ramène en 1. Un tiret (–) marque une question pas encore posée ; une case vide, une question que ce type ne pose jamais.
quiz-progress-practise = À travailler
quiz-progress-nothing-to-practise = Rien de manqué récemment.
quiz-progress-item = { $kind } : { $note }
quiz-progress-more = et { $count } de plus
quiz-worksheet-button = Imprimer en fiche d’exercices (PDF)…
quiz-worksheet-saved = Fiche enregistrée : { $path }
quiz-worksheet-failed = La fiche n’a pas été enregistrée : { $reason }
quiz-worksheet-at-most = Une fiche contient au plus { $count } questions : elle est imprimée avec { $count }.

## Tapping a rhythm (tap questions) and calibrating it ($ms: milliseconds; $held, $beats: beats, as decimals)
quiz-tap-how = Appuie sur Espace, ou sur le pavé, pour commencer : une mesure de clics te donne le départ ; puis appuie au début de chaque note et lâche à sa fin.
quiz-tap-hear = Écouter
quiz-tap-tempo = Tempo : { $bpm } noires par minute.
quiz-tap-slowed = Tempo : { $bpm } noires par minute, plus lent que tes { $asked } pour que la note la plus courte dure au moins 0,2 seconde.
quiz-tap-pad-start = Appuie pour commencer
quiz-tap-pad-listen = Écoute…
quiz-tap-pad-tap = Tape !
quiz-tap-pad-again = Appuie pour rejouer
quiz-tap-first-counts = Seul le premier essai compte pour le score ; réessaie autant que tu veux.
quiz-tap-all-right = Chaque note a commencé à temps et a été tenue sa durée.
quiz-tap-right-count = { $right } notes justes sur { $count }.
quiz-tap-early = La { $note } (note { $n }) a commencé trop tôt, de { $ms } ms.
quiz-tap-late = La { $note } (note { $n }) a commencé trop tard, de { $ms } ms.
quiz-tap-short = La { $note } (note { $n }) a été lâchée trop tôt : tu l'as tenue { $held } temps sur { $beats }.
quiz-tap-long = La { $note } (note { $n }) a été tenue trop longtemps : tu l'as tenue { $held } temps sur { $beats }.
quiz-tap-missing = La { $note } (note { $n }) n'a pas été tapée.
# Past four sentences about notes, one brief line a note ($what: the parts below, joined by "; ")
quiz-tap-brief-note = Note { $n } : { $what }.
quiz-tap-brief-early = { $ms } ms trop tôt
quiz-tap-brief-late = { $ms } ms trop tard
quiz-tap-brief-missing = pas tapée
quiz-tap-brief-short = lâchée trop tôt ({ $held } temps sur { $beats })
quiz-tap-brief-long = tenue trop longtemps ({ $held } temps sur { $beats })
quiz-tap-extra = { $count ->
    [one] Un appui de trop, là où aucune note ne commençait.
   *[other] { $count } appuis de trop, là où aucune note ne commençait.
}
quiz-tap-legend = En haut, les notes ; en bas, tes appuis : trop tôt ou trop tard dans la couleur claire, trop courts ou trop longs marqués à la fin.
quiz-calibrate-open = Régler le tapotement…
quiz-calibrate-no-sound = Le réglage demande du son : on tape en même temps que des clics.
quiz-calibrate-title = Régler le tapotement
quiz-calibrate-how = Appuie sur Espace, ou sur le pavé, pour lancer huit clics, et tape sur chacun. L'application mesure le retard de tes appuis sur cet ordinateur et le retire quand elle corrige.
quiz-calibrate-late = Tes appuis arrivent { $ms } ms après les clics : c'est maintenant retiré de chaque appui.
quiz-calibrate-early = Tes appuis arrivent { $ms } ms avant les clics : c'est maintenant ajouté à chaque appui.
quiz-calibrate-too-few = Seuls { $count } des 8 clics ont eu un appui proche : réessaie.
quiz-calibrate-kept = Décalage des appuis : { $ms } ms.
quiz-calibrate-reset = Remettre à 0
