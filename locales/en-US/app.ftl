app-title = Musical Dominoes
app-title-with = Musical Dominoes — { $name }
home-subtitle = F. S. Gilbert’s game of note values
home-continue = Continue
home-new-game = New game
home-settings = Settings
home-quit = Quit

seat-default-name-1 = Ada
seat-default-name-2 = Ben
seat-default-name-3 = Cleo
seat-default-name-4 = Dan

variant-musical = Musical Dominoes
variant-block = Double Sixes (Block)
variant-draw = Drawing game
variant-all-fives = All Fives
variant-all-fives-draw = All Fives Draw
variant-shark = Shark
variant-matador = Matador
variant-partnership = Double Sixes for partners
variant-partnership-draw = Drawing game for partners

level-beginner = Beginner
level-club = Club
level-expert = Expert

look-baize = Green felt
look-dark = Dark
look-high-contrast = High contrast

new-title = New game
new-players-title = Players
new-players = { $count } players
new-seat = Seat { $number }
new-human = Human
new-names-differ = Each player needs a name of their own.
new-name-limit = A name can have at most { $count } characters.
new-partnership-note = Partners sit opposite: seats 1 and 3 against seats 2 and 4.
new-end-scoring = A round won scores
new-end-scoring-opponents = The pips in the other hands
new-end-scoring-difference = The difference from each other hand
new-round-to-five = Points at the end of a round
new-round-to-five-no = As counted
new-round-to-five-yes = Rounded to the nearest five
new-partnership-out = A side wins the round when
new-partnership-out-one = One partner is out
new-partnership-out-both = Both partners are out
new-target = First to
new-target-rounds = { $count ->
    [one] win
   *[other] wins
}
new-target-points = { $count ->
    [one] point
   *[other] points
}
new-target-invalid = The target must be a whole number above 0.
new-back = Back
new-start = Start
new-replaces-match = Starting ends the match in progress.

settings-title = Settings
settings-size = Size: { $percent }%
settings-size-choice = { $percent }%
settings-size-not-offered = Not offered here: { $sizes }. At { $size } every screen needs a window of at least { $needed }, and this one is { $window }.
settings-look = Look
settings-pause = Computer’s pause: { $seconds } s

game-led = { $name } led { $tile }
game-played = { $name } played { $tile } on the { $end }
game-rested = { $name } called “Rest”
game-drew = { $name } drew { $count ->
    [one] a tile
   *[other] { $count } tiles
}
game-drew-shown = { $name } drew { $tiles }
game-play-scored = { $play } (+{ $points })
game-scored = { $name } +{ $points }
game-hand-size = { $count ->
    [one] 1 tablet
   *[other] { $count } tablets
}
game-hand-size-tiles = { $count ->
    [one] 1 tile
   *[other] { $count } tiles
}
game-rounds-won = { $points ->
    [one] 1 round won
   *[other] { $points } rounds won
}
game-points = { $points ->
    [one] 1 point
   *[other] { $points } points
}
# The score in a slim seat's panel (four seats in one row): as short as it reads.
game-rounds-won-short = { $points ->
    [one] 1 win
   *[other] { $points } wins
}
game-points-short = { $points ->
    [one] 1 pt
   *[other] { $points } pts
}
game-out = out
game-partner-out = { $play }: { $name } is out, and { $partner } plays on for both
game-option = { $label }: { $choice }
game-option-partnership-one = A side wins the round when one partner is out.
game-option-partnership-both = A side wins the round only when both partners are out.
game-round-target = Round { $round } · first to { $target } { $unit }
game-over-target = Match over · first to { $target } { $unit }
game-stock = Stock: { $count }
game-ends-total = Ends: { $total }
game-ends-none = Ends: –
game-open-hands = All hands open
game-hide-hands = Hide hands
game-hands-folded = The open hands are folded: this window has no room for them and the line of play. A larger window or a smaller size shows them.
game-home = Home
game-rest = Rest
game-draw = Draw
game-choose-end = Which end?
game-end-choice = On the { $end }
game-end-outward = On the { $end }, { $half } outward
game-end-group = On the { $end }:
game-outward = { $half } outward
game-cancel = Cancel
game-your-turn = { $name }, your turn
game-computer-turn = { $name } is thinking…
game-no-fit = { $tile } does not fit either end: the ends are { $left } and { $right }
game-no-fit-both = { $tile } does not fit: it has no { $end }, { $face ->
    [notes] the note
   *[pips] the number
} both ends need
game-no-fit-matador = { $tile } does not fit: a half must make 7 with its end, so { $count ->
    [one] the ends need a { $first }
   *[other] the ends need a { $first } or a { $second }
}; or play a matador ({ $matadores }), which goes anywhere
game-no-fit-matador-blank = { $tile } does not fit: a blank end takes only a matador ({ $matadores })
game-must-lead = { $tile } cannot open the line: { $lead } must lead
game-your-turn-rest = { $name }, nothing fits: call “Rest” (Space)
game-your-turn-draw = { $name }, nothing fits: draw a tablet (Space)
game-your-turn-draw-tiles = { $name }, nothing fits: draw a tile (Space)
game-hand-of = { $name }’s tablets
game-hand-of-tiles = { $name }’s tiles

end-left = left
end-right = right

cover-turn = { $name }’s turn
cover-others-look-away = Everyone else, please look away.
cover-show = Show { $name }’s tablets
cover-show-tiles = Show { $name }’s tiles

end-tie = A tie: the lowest hands count the same
end-out = { $names } { $count ->
    [one] played out and wins the round
   *[other] played out and win the round
}
end-out-partner = { $out } played out: { $names } win the round
end-blocked = { $names } { $count ->
    [one] wins the blocked round
   *[other] win the blocked round
}
end-target = { $names } reached the target
end-blocked-explain = Nobody could follow: the hands are shown and counted, and the lowest count wins.
end-blocked-explain-tiles = Nobody could play: the hands are shown and their pips counted, and the lowest count wins.
end-points = +{ $points }
end-points-award = { $names } { $count ->
    [one] was
   *[other] were
} given { $points } at the end of the round{ $inplay ->
    [yes] , plus { $play } scored in play: { $total } in all
   *[no] {""}
}.
end-points-award-rounded = { $names } { $count ->
    [one] was
   *[other] were
} given { $points } ({ $counted } rounded to the nearest five) at the end of the round{ $inplay ->
    [yes] , plus { $play } scored in play: { $total } in all
   *[no] {""}
}.
end-points-target = The target was reached in play: the end of the round gives no points.
end-points-note = { $kind ->
    [play] The figure after + is what each scored this round: in play and at its end.
    [rounds] +1 means one more round won; +0, none.
   *[end] The figure after + is what each scored this round.
}
end-side-count = { $names } together: { $sum }
end-match-tie = The match is a tie
end-match-score = Final score: { $scores }
end-score-so-far = Score: { $scores } · first to { $target } { $unit }
end-match-won = { $names } { $count ->
    [one] wins the match!
   *[other] win the match!
}
end-new-game = New game
end-next-round = Next round
end-see-table = See the table
end-back-to-count = Back to the count
game-lead-any = { $name } leads: any tablet may open the line
game-lead-rule = { $name } holds { $tile } and must lead it
names-and = { $first } & { $last }
notice-file-set-aside = { $file } could not be used ({ $reason }). It was kept as { $kept }, and the app starts without it.
notice-file-partly-used = Part of { $file } could not be used ({ $reason }). That part starts over and the rest is kept; the file as it was is saved as { $kept }.
notice-file-unreadable = { $file } could not be read ({ $reason }); the app starts without it.
notice-dismiss = OK
notice-why-not-ordinary = it is not an ordinary file
notice-why-unreadable = it cannot be read: { $detail }
notice-why-too-large = it is larger than 10 MB
notice-why-damaged = it is damaged or truncated at line { $line }, column { $column }
notice-why-newer = it was written by a newer version of the app, format { $format }
notice-why-not-object = it holds JSON, but not the object the app writes there
notice-why-wrong-shape = it has the wrong shape: { $detail }
notice-why-no-replay = it does not replay: { $detail }
notice-why-seats = its seats do not match its players
notice-part-language = language
notice-part-look = look
notice-part-size = size
notice-part-pause = computer’s pause
notice-part-tap-offset = tapping offset
notice-part-tap-in-game = Tap it in the game
notice-part-sound = sound
notice-part-ui = screen and sound settings
notice-part-new-game = New game choices
notice-part-quiz = quiz setup
notice-part-pupils = every student’s progress
notice-part-pupil = { $name }’s progress
notice-part-answers = { $count ->
    [one] one of { $name }’s answers
   *[other] { $count } of { $name }’s answers
}
game-hint = Hint
game-tap-it = Tap it
game-tap-title = Tap the tablet you laid
game-tap-close = Back to the game
game-hint-move = { $tile } on the { $end }
game-hint-move-outward = { $tile } on the { $end }, { $half } outward
game-hint-text = Hint: { $move }. { $reason }
home-print = Print chart
print-title = Print the tablet chart
print-paper = Paper
print-pips = Pips instead of notes (for the pip games)
print-rules = Add a page with the rules
print-format = Format
print-file = Save as
print-save = Save
print-open = Open
print-saving = Saving…
print-saved = Saved: { $files }
print-failed = Not saved: { $reason }
print-preparing = Preparing the preview…
print-a4 = A4
print-letter = US Letter
print-pdf = PDF
print-png = PNG (300 dpi)
print-svg = SVG
settings-language = Language
settings-language-system = System language
settings-language-name = English (US)
notice-save-failed = Could not save ({ $reason }). Your game goes on; it will be saved again after the next move.
notice-quit-unsaved = The match in progress could not be saved ({ $reason }). Press Quit again to leave without it.
notice-play-keeps-saved = The match you had in progress is kept for Continue: this game, opened from the command line, is not saved over it.
notice-settings-save-failed = Could not save the settings ({ $reason }). They apply for now and will be saved again at the next change.
print-open-failed = Could not open { $file }: { $reason }
print-no-path = Type a file name, or choose one with Save as…
