# Jugadores del ordenador y pistas (src/ai). Los nombres de las figuras vienen de music.ftl.
ai-level-beginner = Principiante
ai-level-club = Club
ai-level-expert = Experto
ai-hint-button = Pista
ai-reason-forced = Es tu única jugada posible.
ai-reason-lead-rule = La regla de salida indica la ficha { $tile }: sal con ella.
ai-reason-draw = No encaja nada en ningún extremo: roba del pozo.
ai-reason-rest = No encaja nada en ningún extremo: di «Paso».
ai-reason-heavy = { $face ->
    [notes] { $tile } cuenta { $count }, al menos tanto como cualquier otra ficha que puedas jugar: juégala mientras puedas, para que no cuente en tu contra.
   *[pips] Juega la ficha pesada { $tile } mientras puedas.
}
ai-reason-both-ends = Coloca la ficha { $tile } de modo que la próxima vez puedas jugar en cualquiera de los dos extremos.
ai-reason-long-suit = { $face ->
    [notes] Tienes más fichas con { $note } que con ninguna otra figura: juega a esa figura, porque es probable que los demás tengan menos.
   *[pips] Tienes más fichas del { $note } que de ningún otro número: juega a ese número, porque es probable que los demás tengan menos.
}
ai-reason-double = { $face ->
    [notes] Juega pronto el doble de { $note }, mientras tengas otras fichas con esa figura.
   *[pips] Juega pronto el doble { $tile }, mientras tengas otras fichas con ese número.
}
ai-reason-lone = { $face ->
    [notes] Juega { $tile } mientras encaje: ninguna otra de tus fichas lleva una { $note }, así que podría quedarse sin salida.
   *[pips] Juega { $tile } mientras encaje: ninguna otra de tus fichas lleva el { $note }, así que podría quedarse sin salida.
}
ai-reason-shut-out = Juega { $tile }: es poco probable que el siguiente jugador tenga algo que encaje.
ai-reason-block = Esto puede cerrar el juego: mejor, porque tu mano cuenta menos.
ai-reason-no-block = No cierres el juego mientras tu mano cuente más: juega la ficha { $tile }.
ai-reason-other-end = Un rival no puede jugar a «{ $note }» y tú tienes ese doble: juega por el otro extremo.
ai-reason-score = Con la ficha { $tile } los extremos suman { $points }: llévate los puntos.
ai-reason-deny = Juega la ficha { $tile }: no le deja al otro bando puntos fáciles.
ai-reason-chance = { $tile } es una de tus jugadas posibles, elegida al azar.
ai-reason-advice = { $tile } es la mejor jugada según todos los viejos consejos juntos.
ai-reason-search = La ficha { $tile } fue la mejor jugada cuando se jugó la ronda muchas veces.
