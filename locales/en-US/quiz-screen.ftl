# The quiz screens (src/ui/screen/quiz.rs): setting up a round, answering, the results. American note names and spelling.
home-quiz = Quiz
quiz-title = Quiz: note values
quiz-explain = Questions about notes as parts of a whole note. A student with a name keeps their progress: what they miss comes back sooner.
quiz-pupil = Who is playing?
quiz-pupil-placeholder = Student’s name
quiz-pupil-explain = Leave the name blank to play without saving progress.
quiz-team-play = A class in teams
quiz-team-count = { $count } teams
quiz-team-default-1 = Red
quiz-team-default-2 = Blue
quiz-team-default-3 = Green
quiz-team-default-4 = Gold
quiz-teams-differ = Each team needs a name of its own.
quiz-kinds = Questions
quiz-length = How many questions
quiz-length-value = { $count } questions
quiz-length-teams = { $count } questions: { $each } for each team
quiz-time-limit = Time for each question
quiz-time-none = No limit
quiz-time-seconds = { $seconds } s
quiz-answer-by = Answer by
quiz-answer-choose = Choosing
quiz-answer-type = Typing
quiz-no-kinds = Choose at least one kind of question.
quiz-start = Start
quiz-question-of = Question { $n } of { $count }
quiz-score-streak = Score { $score } · in a row { $streak }
quiz-team-to-answer = { $team }’s turn to answer
quiz-team-score = { $right } of { $answered }
quiz-hear-again = Hear it again
quiz-type-number = A number or a fraction, such as 3/8
quiz-type-whole = A whole number, such as 12
quiz-type-note = The note’s name
quiz-submit = Answer
quiz-not-understood-number = Type a whole number or a fraction such as 3/8.
quiz-not-understood-whole = Type a whole number, such as 12.
quiz-not-understood-note = Type the name of a note, such as quarter note.
quiz-did-you-mean = Did you mean “{ $name }”? Type it again.
quiz-right = Right!
quiz-wrong = Not quite. The right answer: { $answer }.
quiz-wrong-glyph = Not quite: that one is { $given }. The right answer: { $answer }.
quiz-timed-out = Time’s up. The right answer: { $answer }.
quiz-seconds-left = { $seconds } s left
quiz-next = Next question
quiz-see-results = See the results
quiz-stop = Stop the round
quiz-results = Results
quiz-results-score = { $score } right out of { $count }
quiz-results-streak = Longest streak of right answers: { $streak }
quiz-results-time = Average time per answer: { $seconds } s
quiz-results-leaders = { $count ->
    [one] Winner: { $names }
   *[other] Shared win: { $names }
}
quiz-results-no-winner = No team has a right answer: nobody wins this round.
quiz-results-uneven = Stopped early: not every team had as many turns, so nobody wins this round.
quiz-results-by-note = Right answers by note
quiz-results-right-of = { $right } of { $asked }
quiz-results-not-asked = not asked
quiz-results-kept = { $name }’s progress is saved.
quiz-again = Play again
quiz-change = Change the settings
quiz-results-saving = Saving { $name }’s progress…
quiz-results-not-kept = { $name }’s progress could not be saved: { $reason }
quiz-no-data-folder = there is no folder to save it in
quiz-cannot-hear = No sound can be heard here (no output found, or sound is off in Settings): listening and tapping questions are left out.

## A pupil's progress
quiz-progress-open = { $name }’s progress
quiz-progress-title = { $name }’s progress
quiz-progress-rounds = { $rounds ->
    [one] 1 round finished
   *[other] { $rounds } rounds finished
}
quiz-progress-explain = Each question waits in a box: 1 comes back every round, 2 every second round, 3 every fourth, 4 every eighth, 5 every sixteenth. A right answer moves it up a box, a wrong one back to 1. A dash (–) marks a question not asked yet; an empty cell, one that kind never asks.
quiz-progress-practise = To practice
quiz-progress-nothing-to-practise = Nothing missed lately.
quiz-progress-item = { $kind }: { $note }
quiz-progress-more = and { $count } more
quiz-worksheet-button = Print as a worksheet (PDF)…
quiz-worksheet-saved = Worksheet saved: { $path }
quiz-worksheet-failed = The worksheet was not saved: { $reason }
quiz-worksheet-at-most = A worksheet holds at most { $count } questions: it is printed with { $count }.

## Tapping a rhythm (tap questions) and calibrating it ($ms: milliseconds; $held, $beats: beats, as decimals)
quiz-tap-how = Press Space, or the pad, to begin: one measure of clicks counts you in; then press at the start of each note and let go at its end.
quiz-tap-hear = Hear it
quiz-tap-tempo = Tempo: { $bpm } quarter notes a minute.
quiz-tap-slowed = Tempo: { $bpm } quarter notes a minute, slowed from your { $asked } so that the shortest note lasts at least 0.2 seconds.
quiz-tap-pad-start = Press to begin
quiz-tap-pad-listen = Listen…
quiz-tap-pad-tap = Tap!
quiz-tap-pad-again = Press to tap again
quiz-tap-first-counts = Only the first try counts for the score; try again as often as you like.
quiz-tap-all-right = Every note began on time and was held its length.
quiz-tap-right-count = { $right } of { $count } notes right.
quiz-tap-early = The { $note } (note { $n }) began too soon, by { $ms } ms.
quiz-tap-late = The { $note } (note { $n }) began too late, by { $ms } ms.
quiz-tap-short = The { $note } (note { $n }) was let go too soon: you held { $held } beats of { $beats }.
quiz-tap-long = The { $note } (note { $n }) was held too long: you held { $held } beats of { $beats }.
quiz-tap-missing = The { $note } (note { $n }) was not tapped.
# Past four sentences about notes, one brief line a note ($what: the parts below, joined by "; ")
quiz-tap-brief-note = Note { $n }: { $what }.
quiz-tap-brief-early = { $ms } ms too soon
quiz-tap-brief-late = { $ms } ms too late
quiz-tap-brief-missing = not tapped
quiz-tap-brief-short = let go too soon ({ $held } beats of { $beats })
quiz-tap-brief-long = held too long ({ $held } beats of { $beats })
quiz-tap-extra = { $count ->
    [one] One press too many, where no note began.
   *[other] { $count } presses too many, where no note began.
}
quiz-tap-legend = Above, the notes; below, your presses: too soon or too late in the light color, held too short or too long marked at the end.
quiz-calibrate-open = Calibrate tapping…
quiz-calibrate-no-sound = Calibrating needs sound: you tap along with clicks.
quiz-calibrate-title = Calibrate tapping
quiz-calibrate-how = Press Space, or the pad, to start eight clicks, and tap on each one. The app measures how late your taps arrive on this computer and takes that away when it grades your tapping.
quiz-calibrate-late = Your taps arrive { $ms } ms after the clicks: that is now taken away from every tap.
quiz-calibrate-early = Your taps arrive { $ms } ms before the clicks: that is now added to every tap.
quiz-calibrate-too-few = Only { $count } of the 8 clicks had a tap near them: try again.
quiz-calibrate-kept = Tapping offset: { $ms } ms.
quiz-calibrate-reset = Set to 0
