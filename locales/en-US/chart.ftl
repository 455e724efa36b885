# The printed tablet chart (src/chart), American English: note names and spelling.

## On the chart
chart-title = Musical Dominoes
chart-subtitle = The 28 tablets, { $width } × { $height } mm each at actual size (100%). Cut along the dashed lines and paste each tablet on card.
chart-key = Key: each figure tells how many of its note make one whole note.
chart-pips-title = Dominoes
chart-pips-subtitle = A double-six set of 28 tiles, { $width } × { $height } mm each at actual size (100%). Cut along the dashed lines and paste each tile on card.
chart-credit = After the chart of F. S. Gilbert’s “Musical Dominoes.”

## The rules page (Musical Dominoes)
chart-rules-title = How to play Musical Dominoes
chart-rules-tablets-head = The tablets
chart-rules-tablets = Each half of a tablet shows a note and its figure: how many of that note make one whole note. A quarter note is 4, because four quarter notes make a whole note.
chart-rules-players-head = Players
chart-rules-players = Two or four may play. Four play as two partnerships, partners sitting opposite each other.
chart-rules-deal-head = The deal
chart-rules-deal = Turn the tablets face down. Each player draws six; the rest stay face down and are not used.
chart-rules-play-head = Play
chart-rules-play = The first player leads any tablet. Play passes to the left. Each player must follow suit: lay a tablet whose note matches the note at one of the two open ends, a quarter note only on a quarter note. A double is laid crosswise, leaving the same note open again. A player who cannot follow calls “Rest.”
chart-rules-win-head = Winning
chart-rules-win = The first player out wins; with four, the first partnership with both partners out. If every player calls “Rest,” the hands are shown and counted by their figures, the whole note counting one. The lowest count wins.
chart-rules-example-head = An example
chart-rules-example = A line of play: each tablet is laid against the same note, and a double lies crosswise. Here the quarter–eighth was led; the eighths met, then the halves. The open ends are now a quarter and a whole note.

## The rules page (pip games)
chart-pips-rules-title = How to play the block and draw games
chart-pips-rules-deal-head = The deal
chart-pips-rules-deal = Turn the tiles face down. Two players draw seven each; three or four players draw five each. In the block game the rest are not used; in the draw game they form the stock.
chart-pips-rules-lead-head = The lead
chart-pips-rules-lead = The holder of the highest double leads it; if nobody holds a double, the holder of the heaviest tile leads that.
chart-pips-rules-play-head = Play
chart-pips-rules-play = Play passes to the left. Lay a tile whose half matches the pips at one of the two open ends; a double is laid crosswise. In the block game a player who cannot match calls “Rest”; in the draw game they draw from the stock until they can play or the stock is empty.
chart-pips-rules-win-head = Winning
chart-pips-rules-win = The first player out wins and scores the pips left in the other hands. If nobody can play, the lowest count of pips wins.
chart-pips-rules-example-head = An example
chart-pips-rules-example = A line of play: each tile is laid against the same number, and a double lies crosswise. Here the 3–3 was led, the highest double dealt; the 2–3 was laid on its left, the 3–1 on its right, then the 1–0. The open ends are now a two and a blank.

## The “Print chart” screen
chart-print = Print chart
chart-paper = Paper
chart-paper-a4 = A4
chart-paper-letter = US Letter
chart-format = Format
chart-format-pdf = PDF
chart-format-png = PNG image
chart-format-svg = SVG drawing
chart-dpi = Resolution (dots per inch)
chart-language = Language
chart-pips-option = Pip tiles (a double-six set) instead of notes
chart-rules-option = Add a page of rules
chart-preview = Preview
chart-save = Save…
chart-open = Open
chart-saved = Saved { $path }
chart-save-failed = Could not save the chart: { $reason }
