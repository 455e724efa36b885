# The Rules screen: the rules of each variant (RULES.md section 4) and the advice of the source
# on good play (seed 003). British note names come from music.ftl.
rules-title = Rules
rules-strategy = Good play
rules-head-players = Players and the deal
rules-head-lead = The lead
rules-head-play = Play
rules-head-score = Winning and scoring
rules-head-example = For example

rules-musical-players = Two or four play; four play as two partnerships, partners sitting opposite each other. Each player takes six tablets; the rest stay face down and are not used.
rules-musical-lead = The first player lays any tablet. In each new round the next player round the table leads.
rules-musical-play = Play passes to the left. Follow suit: lay a tablet whose note matches the note at one of the two open ends — a crotchet only on a crotchet. A double is laid crosswise and leaves the same note open again. A player who cannot follow calls “Rest”.
rules-musical-score = The first player out wins the round; with four, the partnership whose two players are both out first. If nobody can follow, the hands are shown and counted by their figures — a semibreve counts 1, a semidemisemiquaver 64 — and the lowest count wins. Each round won scores one point.
rules-musical-example = A quaver was laid on the crotchet at the right end, then the quaver–quaver double crosswise: a quaver is open again.

rules-block-players = Two play with seven tiles each; three or four play with five each. The rest are not used: nobody draws. Four may also play as two partnerships, partners sitting opposite, with seven tiles each: by default a side wins the round as soon as one partner is out.
rules-block-lead = The holder of the highest double leads it. If no double was dealt, the holder of the heaviest tile leads that.
rules-block-play = Play passes to the left. Lay a tile whose half matches the pips at one of the two open ends; doubles are laid crosswise. A player who cannot match calls “Rest”.
rules-block-score = The first player out wins and scores the pips left in the other hands. If nobody can play, the lowest count of pips wins and scores the pips in the other hands just the same. New game can make it the difference from each other hand instead.
rules-block-example = 6-4 was laid on the 6 of the double six; a 4 and a 6 are open.

rules-draw-players = As in the block game: seven tiles each for two players, five each for three or four. The rest form the stock. Four may also play as two partnerships, partners sitting opposite, with five tiles each and the rest the stock: by default a side wins the round as soon as one partner is out.
rules-draw-lead = As in the block game: the highest double, else the heaviest tile.
rules-draw-play = As in the block game, but a player who cannot match draws from the stock, one tile at a time, until one fits or the stock is empty; a tile that fits is played at once. Only with the stock empty does a player call “Rest”.
rules-draw-score = The first player out wins and scores the pips left in the other hands. If nobody can play, the lowest count of pips wins and scores the pips in the other hands just the same. New game can make it the difference from each other hand instead.
rules-draw-example = The ends show 5 and 3: holding neither, a player draws until a 5 or a 3 comes.

rules-all-fives-players = Two play with seven tiles each (three or four with five each). Nobody draws.
rules-all-fives-lead = The holder of 5-5 leads it; else of 0-5; else of 2-3; else the holder of the heaviest tile leads that.
rules-all-fives-play = Match pips as in the block game. After every play, the lead included, add the pips at the two ends: a double laid crosswise at an end counts both halves. If the sum is 5, 10, 15 or any multiple of five, the player who played scores it.
rules-all-fives-score = The first player out adds the pips in all other hands to their score; if nobody can play, the lowest hand adds the difference from each other hand. The first to the target (100 points unless New game sets another) wins the match — even in the middle of a round. New game can round the end-of-round points to the nearest five.
rules-all-fives-example = The double six crosswise counts 12 and the 4-4 at the other end 8: twenty points.

rules-all-fives-draw-players = As in All Fives, but the tiles not dealt form a stock.
rules-all-fives-draw-lead = As in All Fives: 5-5, else 0-5, else 2-3, else the heaviest tile.
rules-all-fives-draw-play = As in All Fives, but a player who cannot match draws from the stock until a tile fits, and plays it; only with the stock empty does a player call “Rest”.
rules-all-fives-draw-score = Scoring as in All Fives: multiples of five at the ends after each play, the pips left in the other hands at the end.
rules-all-fives-draw-example = 5-5 led scores 10; 0-5 laid on it makes the ends 10 and 0: ten more.

rules-shark-players = Two play with eleven tiles each; the other six are not used. Nobody draws.
rules-shark-lead = The holder of the double six lays it; else of the next highest double.
rules-shark-play = Match pips as in the block game, but doubles are laid lengthwise, in line, and count only one half at an end. After each play, if the two ends add up to a multiple of five, the player scores it.
rules-shark-score = Out or blocked, the winner (out, or the lowest hand) scores the other hand’s pips less their own, rounded to the nearest five. The first to the target wins the match at once.
rules-shark-example = The double three lies lengthwise and counts 3 at its end; with a 2 at the other end the ends make 5.

rules-matador-players = Two to four play with three tiles each; the rest form the stock.
rules-matador-lead = The holder of the heaviest tile leads it.
rules-matador-play = A tile fits where the touching halves add up to seven: a 2 beside a 5. The matadors — 6-1, 5-2, 4-3 and 0-0 — may be played on any end at any time, either half outward. A double leaves its own number open: 3-3 laid on a 4 leaves a 3. A blank end takes only a matador. A player who cannot play draws until a tile fits or two tiles are left in the stock, then calls “Rest”.
rules-matador-score = The first player out wins; if nobody can play, the lowest count of pips wins. The winner scores the pips in all other hands.
rules-matador-example = 3-5 was laid with its 3 against the 4: three and four make seven.

rules-strategy-intro = Skill lies mostly in memory, but an old book on dominoes gives the learner this advice:
rules-strategy-1 = Lay tiles that will let you play at either end next time.
rules-strategy-2 = Play your heaviest tiles first — in Musical Dominoes the short notes, a semidemisemiquaver counts 64 — so that if the game is blocked your count is low.
rules-strategy-3 = Play to the numbers (or notes) you hold most of: your opponent is likely to hold fewer.
rules-strategy-4 = Do not block the game while your hand is the heavier: your opponent may well count less.
rules-strategy-5 = Play a double early when you hold others of its number, but do not make it obvious that you are waiting for it.
rules-strategy-6 = If you hold the double of an end your opponent cannot play, work at the other end to shut them out.
rules-strategy-7 = With a heavy hand, play first at one end and then at the other, so the game cannot block against you.
rules-strategy-8 = In the scoring games, take the points when the ends add up to a multiple of five, and avoid leaving your opponent easy ones.
rules-strategy-good-hand = A good hand has the greatest variety of numbers: you can generally play every time.
rules-strategy-bad-hand = A bad hand: many doubles and few numbers.
rules-strategy-as-tablets = Each hand is drawn twice: as pips, and as the same numbers in notes, as Musical Dominoes plays them (a blank is a semibreve, a one a minim, and so on to six, the semidemisemiquaver).
