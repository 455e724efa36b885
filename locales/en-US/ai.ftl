# Computer players and hints (src/ai). American note names come from music.ftl.
ai-level-beginner = Beginner
ai-level-club = Club
ai-level-expert = Expert
ai-hint-button = Hint
ai-reason-forced = It is your only play.
ai-reason-lead-rule = The lead rule names it: lead it.
ai-reason-draw = Nothing fits either end: draw from the stock.
ai-reason-rest = Nothing fits either end: call Rest.
ai-reason-heavy = { $face ->
    [notes] It counts { $count }, and no other tablet you can play counts more: lay it while you can, so that it does not count against you.
   *[pips] It counts { $count }, and no other tile you can play counts more: lay it while you can, so that it does not count against you.
}
ai-reason-both-ends = After it you can follow at either end next time.
ai-reason-long-suit = { $face ->
    [notes] You hold the most { $note } tablets: play to them, as the others are likely to hold fewer.
   *[pips] You hold the most { $note }s: play to them, as the others are likely to hold fewer.
}
ai-reason-double = { $face ->
    [notes] Play the double { $note } early, while you still hold another { $note } tablet.
   *[pips] Play this double early, while you hold others of its number.
}
ai-reason-lone = { $face ->
    [notes] Play it while it fits: no other tablet of yours has a { $note }, so it could be left stranded.
   *[pips] Play it while it fits: no other tile of yours has a { $note }, so it could be left stranded.
}
ai-reason-shut-out = The next player is unlikely to hold anything that follows it.
ai-reason-block = This may block the game: good, as your hand probably counts less.
ai-reason-no-block = Do not block the game while your hand probably counts more: play this instead.
ai-reason-other-end = An opponent has no { $note } to play and you hold its double: work the other end.
ai-reason-score = It makes the ends add up to { $points }: take the points.
ai-reason-deny = It leaves the other side no easy points.
ai-reason-chance = It is one of your plays, picked at random.
ai-reason-advice = It does best on the old advice taken all together.
ai-reason-search = It did best when the round was played out many times.
ai-reason-trials = Played out many times from here, it won about { $won } rounds in 100; { $other }, the best other play, about { $other_won }.
ai-reason-trials-even = Played out many times from here, it won about { $won } rounds in 100, and { $other }, the best other play, as many: either will do.
