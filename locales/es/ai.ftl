# Jugadores del ordenador y pistas (src/ai). Los nombres de las figuras vienen de music.ftl.
ai-level-beginner = Principiante
ai-level-club = Club
ai-level-expert = Experto
ai-hint-button = Pista
ai-reason-forced = Es tu única jugada posible.
ai-reason-lead-rule = La regla de salida indica esta ficha: sal con ella.
ai-reason-draw = No encaja nada en ningún extremo: roba del pozo.
ai-reason-rest = No encaja nada en ningún extremo: di «Paso».
ai-reason-heavy = { $face ->
    [notes] Cuenta { $count }, y ninguna otra ficha que puedas jugar cuenta más: juégala mientras puedas, para que no cuente en tu contra.
   *[pips] Cuenta { $count }, y ninguna otra ficha que puedas jugar cuenta más: juégala mientras puedas, para que no cuente en tu contra.
}
ai-reason-both-ends = Después podrás jugar en cualquiera de los dos extremos la próxima vez.
ai-reason-long-suit = { $face ->
    [notes] Tienes más fichas con { $note } que con ninguna otra figura: juega a esa figura, porque es probable que los demás tengan menos.
   *[pips] Tienes más fichas del { $note } que de ningún otro número: juega a ese número, porque es probable que los demás tengan menos.
}
ai-reason-double = { $face ->
    [notes] Juega pronto el doble de { $note }, mientras tengas otras fichas con esa figura.
   *[pips] Juega pronto este doble, mientras tengas otras fichas con ese número.
}
ai-reason-lone = { $face ->
    [notes] Juégala mientras encaje: ninguna otra de tus fichas lleva una { $note }, así que podría quedarse sin salida.
   *[pips] Juégala mientras encaje: ninguna otra de tus fichas lleva el { $note }, así que podría quedarse sin salida.
}
ai-reason-shut-out = Es poco probable que el siguiente jugador tenga algo que encaje.
ai-reason-block = Esto puede cerrar el juego: mejor, porque tu mano probablemente cuenta menos.
ai-reason-no-block = No cierres el juego mientras tu mano probablemente cuente más: mejor juega esta ficha.
ai-reason-other-end = Un rival no puede jugar a «{ $note }» y tú tienes ese doble: juega por el otro extremo.
ai-reason-score = Con ella los extremos suman { $points }: llévate los puntos.
ai-reason-deny = No le deja al otro bando puntos fáciles.
ai-reason-chance = Es una de tus jugadas posibles, elegida al azar.
ai-reason-advice = Es la mejor jugada según todos los viejos consejos juntos.
ai-reason-search = Fue la mejor jugada cuando se jugó la ronda muchas veces.
ai-reason-trials = Jugando la ronda muchas veces desde aquí, ganó unas { $won } de cada 100; { $other }, la mejor de las otras jugadas, unas { $other_won }.
ai-reason-trials-even = Jugando la ronda muchas veces desde aquí, ganó unas { $won } de cada 100, y { $other }, la mejor de las otras jugadas, otras tantas: cualquiera de las dos sirve.
