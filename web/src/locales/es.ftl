# Turnpan — español (es). Mismos identificadores que en.ftl; los textos de las reglas están en rules/es.ftl.
# La notación de las jugadas (e4, Nf3, O-O, =Q) no se traduce.

site-title = Turnpan
language = Idioma
loading = Cargando…
nav-home = Volver a la página de inicio
nav-rules = Reglas

## Home page

home-title = Jugar una partida
home-game = Juego
home-time = Control de tiempo
home-mode = Rival
home-colour = Tu color
home-level = Nivel del ordenador
home-create = Crear partida
control-unlimited = Sin límite
mode-friend = Un amigo, por enlace
mode-open = Cualquiera, en las partidas abiertas
mode-hotseat = Los dos bandos en este dispositivo
mode-computer = El ordenador
colour-choice-white = Blancas
colour-choice-black = Negras
colour-choice-random = Al azar

variant-chess-name = Ajedrez
variant-turnover-name = Turnover
variant-central-rotational-name = Ajedrez de rotación central
variant-transformer-name = Transformer
variant-turkish-name = Ajedrez turco
home-rules-link = Reglas
variant-chess-description = El juego clásico: da jaque mate al rey.
variant-turnover-description = Apila anillos y botones para formar piezas; da mate a todos los Castillos rivales.
variant-central-rotational-description = Las cuatro casillas centrales giran tras cada jugada; gana quien captura el rey.
variant-transformer-description = 9×9: los peones saltan hacia atrás y se transforman. Gana quien ahoga al rival; quien se queda solo con el rey pierde.
variant-turkish-description = 8×10 con General, Canciller, Ministro y los cañones Shogi y Elefante.

## Pieces

piece-name-king = Rey
piece-name-queen = Dama
piece-name-rook = Torre
piece-name-bishop = Alfil
piece-name-knight = Caballo
piece-name-pawn = Peón
piece-name-castle = Castillo
piece-name-general = General
piece-name-chancellor = Canciller
piece-name-minister = Ministro
piece-name-shogi = Shogi
piece-name-elephant = Elefante
piece-name-hawk = Halcón
piece-name-double-step-queen = Dama de paso doble
piece-name-double-step-rook = Torre de paso doble
piece-name-double-step-bishop = Alfil de paso doble
piece-name-double-knight = Caballo doble
piece-name-transformer = Transformador
# Shogi's pieces (variants/examples/shogi.toml, minishogi.toml).
piece-name-gold-general = General de oro
piece-name-silver-general = General de plata
piece-name-lance = Lancero
piece-name-tokin = Tokin
piece-name-horse = Caballo dragón
piece-name-advisor = Consejero
piece-name-chariot = Carro
piece-name-cannon = Cañón
piece-name-soldier = Soldado
piece-name-banner = Estandarte
piece-xiangqi-n = Caballo
piece-manchu-n = Caballo
piece-minixiangqi-n = Caballo
piece-janggi-n = Caballo
piece-name-guard = Guardia
piece-torishogi-k = Fénix
piece-torishogi-f = Halcón
piece-torishogi-c = Grulla
piece-torishogi-l = Codorniz izquierda
piece-torishogi-r = Codorniz derecha
piece-torishogi-p = Faisán
piece-torishogi-s = Golondrina
piece-torishogi-g = Ganso
piece-torishogi-e = Águila
piece-yarishogi-r = Torre yari
piece-yarishogi-n = Caballo yari
piece-yarishogi-b = Alfil yari
piece-yarishogi-g = Oro yari
piece-yarishogi-h = Oro yari
piece-yarishogi-s = Plata yari
piece-name-dragon = Dragón
piece-name-promoted-silver = Plata promocionada
piece-name-promoted-knight = Caballo promocionado
piece-name-promoted-lance = Lancero promocionado
# The example games' other pieces (variants/examples/*.toml). The compounds of the large boards
# (Grand, Opulent, Omicron, Ten cubed, Gustav III, Perfect chess): Ten cubed spells its
# rook-knight Marshall, Grand chess Marshal.
piece-name-archbishop = Arzobispo
piece-name-cardinal = Cardenal
piece-name-marshal = Mariscal
piece-name-marshall = Mariscal
piece-name-amazon = Amazona
piece-name-champion = Campeón
piece-name-wizard = Mago
# Makruk's family (makruk.toml, cambodian.toml, ai-wok.toml…), Sittuyin and Shatar: their own words.
piece-name-khon = Khon
piece-name-met = Met
piece-name-ai-wok = Ai-wok
piece-name-sin = Sin
piece-name-bers = Bers
# Dobutsu shogi (Opulent chess has a lion too) and Sho shogi.
piece-name-lion = León
piece-name-giraffe = Jirafa
piece-name-chick = Pollito
piece-name-hen = Gallina
piece-name-drunk-elephant = Elefante borracho
piece-name-crown-prince = Príncipe heredero
# Spartan chess.
piece-name-warlord = Señor de la guerra
piece-name-lieutenant = Teniente
piece-name-captain = Capitán
piece-name-hoplite = Hoplita
# Breakthrough's and Clobber's plain men.
piece-name-piece = Pieza
piece-name-stone = Piedra
# A promoted piece (shogi's +P, drawn in red with a + badge): the piece it was, lower case, and
# the name of the kind it became with that.
piece-promoted = { $piece } con promoción
piece-promoted-kind = { $kind } ({ $promoted })

## Lobby

lobby-title = Partidas abiertas
lobby-filter = Mostrar
lobby-all-games = Todos los juegos
lobby-game = Juego
lobby-time = Tiempo
lobby-you-play = Juegas con
lobby-join = Unirse
lobby-yours = Tu partida
lobby-empty = Ahora no hay partidas abiertas. ¡Crea una!

## Game page

colour-white = Blancas
colour-black = Negras
you = tú
seat-empty = esperando a un jugador
moves-title = Jugadas
move-pass = pasa
status-waiting = Esperando a que se una el segundo jugador.
status-your-turn = { $colour ->
    [white] Te toca (Blancas)
   *[black] Te toca (Negras)
  }
status-their-turn = { $colour ->
    [white] Juegan las Blancas
   *[black] Juegan las Negras
  }
status-watching = { $colour ->
    [white] Estás mirando · juegan las Blancas
   *[black] Estás mirando · juegan las Negras
  }
status-first-move = { $colour ->
    [white] Las Blancas deben hacer su primera jugada en { $seconds } s
   *[black] Las Negras deben hacer su primera jugada en { $seconds } s
  }
invite-label = Envía este enlace a tu amigo:
invite-copy = Copiar enlace
invite-copied = Enlace copiado.
invite-copy-manual = Copia el enlace seleccionado.

board-goal-square = Casilla meta: el rey que llega a ella gana
game-checks-left = Jaques por dar: blancas { $white }, negras { $black }
# Makruk's counting rules: the count running in the position shown, in moves.
game-count = Cuenta: { $count } de { $limit } jugadas
action-flip = Girar el tablero
action-abort = Anular la partida
action-resign = Abandonar
action-draw = Ofrecer tablas
action-takeback = Pedir deshacer la jugada
action-rematch = Revancha
action-claim-win = Reclamar la victoria
action-claim-draw = Declarar tablas
action-pass = Pasar
action-pass-title = No mover ninguna pieza: juega el otro bando.
confirm-abort = ¿Seguro que quieres anular la partida?
confirm-resign = ¿Seguro que quieres abandonar?
confirm-claim-win = ¿Seguro que quieres reclamar la victoria?
confirm-claim-draw = ¿Seguro que quieres terminar en tablas?

offer-accept = Aceptar
offer-decline = Rechazar
offer-draw-received = Tu rival ofrece tablas.
offer-takeback-received = Tu rival pide deshacer la jugada.
offer-rematch-received = Tu rival quiere la revancha.
offer-draw-sent = Has ofrecido tablas. Esperando respuesta.
offer-takeback-sent = Has pedido deshacer la jugada. Esperando respuesta.
offer-rematch-sent = Has ofrecido la revancha. Esperando respuesta.
offer-draw-by = { $colour ->
    [white] Las Blancas ofrecen tablas.
   *[black] Las Negras ofrecen tablas.
  }
offer-takeback-by = { $colour ->
    [white] Las Blancas piden deshacer la jugada.
   *[black] Las Negras piden deshacer la jugada.
  }
offer-rematch-by = { $colour ->
    [white] Las Blancas quieren la revancha.
   *[black] Las Negras quieren la revancha.
  }

nav-first = Posición inicial
nav-prev = Jugada anterior
nav-next = Jugada siguiente
nav-last = Posición actual
review-note = Estás viendo una posición anterior. Pulsa » para volver.

game-rules-link = Cómo se juega
download-pgn = Descargar PGN
download-fen = Descargar FEN
promotion-title = Elige una pieza
# A pawn that may stay a pawn in the promotion zone (Grand chess): the choice that does not promote.
promotion-stay = { $piece } (sin promoción)
# A piece of the hand that may go down as itself or as its promoted form (Kyoto shogi): the
# picker's name.
drop-side-title = Elige con qué cara colocar la pieza
# A pawn that promotes where it stands (Sittuyin), offered when it is pressed again: the
# picker's name.
promotion-in-place-title = Promocionar donde está: elige una pieza
# Gating (S-chess): a first-rank piece's first move may bring a piece of the hand in on the
# square it leaves (castling: on the king's square or the rook's). The picker's name, its choice
# of no piece (for a move, for castling), and each piece's choice.
gate-title = Mete una pieza de tu mano, o ninguna
gate-none = No entra ninguna pieza
gate-castle-none = Enrocar sin meter ninguna pieza
gate-piece = { $piece } entra en { $square }

connection-connecting = Conectando…
connection-lost = Conexión perdida. Reconectando…

## Result

result-title = { $winner ->
    [white] Ganan las Blancas
    [black] Ganan las Negras
   *[none] Tablas
  }
result-aborted = Partida anulada
reason-checkmate = { $loser ->
    [white] Las Blancas recibieron jaque mate.
   *[black] Las Negras recibieron jaque mate.
  }
reason-stalemate = { $winner ->
    [white] Las Blancas ahogaron a las Negras, y en este juego gana quien ahoga.
    [black] Las Negras ahogaron a las Blancas, y en este juego gana quien ahoga.
   *[none] Ahogado: el bando que juega no tiene ninguna jugada legal.
  }
reason-threefold-repetition = { $winner ->
    [white] La misma posición se repitió tres veces, y en este juego eso se decide por puntos: ganan las blancas.
    [black] La misma posición se repitió tres veces, y en este juego eso se decide por puntos: ganan las negras.
   *[none] La misma posición se repitió tres veces.
  }
reason-fifty-move-rule = { $winner ->
    [white] Cincuenta jugadas de cada bando sin captura ni movimiento de peón, y en este juego eso se decide por puntos: ganan las blancas.
    [black] Cincuenta jugadas de cada bando sin captura ni movimiento de peón, y en este juego eso se decide por puntos: ganan las negras.
   *[none] Cincuenta jugadas de cada bando sin captura ni movimiento de peón.
  }
reason-insufficient-material = Ningún bando tiene material suficiente para dar mate.
reason-king-captured = { $loser ->
    [white] El rey blanco fue capturado.
   *[black] El rey negro fue capturado.
  }
reason-king-exploded = { $loser ->
    [white] El rey blanco voló por los aires.
   *[black] El rey negro voló por los aires.
  }
reason-bare-king = { $loser ->
    [white] A las Blancas solo les queda el rey.
   *[black] A las Negras solo les queda el rey.
  }
reason-no-castles = { $loser ->
    [white] A las Blancas no les queda ningún Castillo con el que jugar.
   *[black] A las Negras no les queda ningún Castillo con el que jugar.
  }
reason-goal-reached = { $winner ->
    [none] { $piece ->
        [none] Los dos bandos llegaron a una casilla meta.
       *[other] La pieza { $piece } de cada bando llegó a una casilla meta.
    }
    [white] { $piece ->
        [none] Una pieza blanca llegó a una casilla meta.
       *[other] La pieza { $piece } de las blancas llegó a una casilla meta.
    }
   *[black] { $piece ->
        [none] Una pieza negra llegó a una casilla meta.
       *[other] La pieza { $piece } de las negras llegó a una casilla meta.
    }
  }
reason-checks-given = { $winner ->
    [white] Las blancas dieron los jaques que ganan.
   *[black] Las negras dieron los jaques que ganan.
  }
reason-drop-mate = { $loser ->
    [white] Las blancas dieron mate con una pieza soltada que no puede dar mate: ganan las negras.
   *[black] Las negras dieron mate con una pieza soltada que no puede dar mate: ganan las blancas.
  }
reason-extinction = { $loser ->
    [white] Las Blancas perdieron las piezas que este juego les obliga a conservar.
    [black] Las Negras perdieron las piezas que este juego les obliga a conservar.
   *[none] { $bare ->
        [white] A las Blancas solo les queda la pieza { $piece }, y en este juego eso es tablas.
        [black] A las Negras solo les queda la pieza { $piece }, y en este juego eso es tablas.
        [both] A cada bando solo le queda la pieza { $piece }, y en este juego eso es tablas.
       *[none] A un bando le quedan demasiado pocas de las piezas que cuenta este juego, y eso aquí es tablas.
    }
  }
reason-extinction-win = { $winner ->
    [white] Las Blancas se deshicieron de las piezas que cuenta este juego, y ganan.
   *[black] Las Negras se deshicieron de las piezas que cuenta este juego, y ganan.
  }
reason-checkmated-wins = { $winner ->
    [white] Las Blancas recibieron jaque mate, y en este juego eso gana.
   *[black] Las Negras recibieron jaque mate, y en este juego eso gana.
  }
reason-stalemated-wins = { $winner ->
    [white] Las Blancas no tienen ninguna jugada legal, y en este juego eso gana.
   *[black] Las Negras no tienen ninguna jugada legal, y en este juego eso gana.
  }
reason-forbidden-mate = { $loser ->
    [white] Las blancas dieron mate solo con piezas que no pueden dar mate solas, y eso pierde: ganan las negras.
   *[black] Las negras dieron mate solo con piezas que no pueden dar mate solas, y eso pierde: ganan las blancas.
  }
reason-mate-without-shak = Jaque mate, pero la serie ininterrumpida de jaques que llevó a él no tuvo ningún jaque de las piezas que exige este juego, así que la partida es tablas.
reason-counting-rule = La cuenta pasó de su límite antes de que el bando más fuerte pudiera dar jaque mate, así que la partida es tablas.
reason-perpetual-check = { $loser ->
    [white] Las blancas dieron jaque con cada jugada mientras la posición se repetía, y en este juego el jaque perpetuo pierde: ganan las negras.
   *[black] Las negras dieron jaque con cada jugada mientras la posición se repetía, y en este juego el jaque perpetuo pierde: ganan las blancas.
  }
# Janggi: $winner is the side ahead on points, none for a draw (a game without points).
reason-bikjang = { $winner ->
    [white] Los reyes quedaron frente a frente en una columna abierta y un bando pasó (bikjang), lo que termina la partida: ganan las blancas por puntos.
    [black] Los reyes quedaron frente a frente en una columna abierta y un bando pasó (bikjang), lo que termina la partida: ganan las negras por puntos.
   *[none] Los reyes quedaron frente a frente en una columna abierta y un bando pasó (bikjang), lo que termina la partida en tablas.
  }
reason-both-passed = { $winner ->
    [white] Los dos bandos pasaron, uno tras otro, lo que termina la partida: ganan las blancas por puntos.
    [black] Los dos bandos pasaron, uno tras otro, lo que termina la partida: ganan las negras por puntos.
   *[none] Los dos bandos pasaron, uno tras otro, lo que termina la partida en tablas.
  }
reason-timeout = { $loser ->
    [white] A las Blancas se les acabó el tiempo.
   *[black] A las Negras se les acabó el tiempo.
  }
reason-timeout-vs-insufficient-material = Se acabó el tiempo, pero el otro bando no tiene material para dar mate.
reason-resignation = { $loser ->
    [white] Las Blancas abandonaron.
   *[black] Las Negras abandonaron.
  }
reason-agreement = Los jugadores acordaron tablas.
reason-abandonment = { $loser ->
    [white] Las Blancas se fueron de la partida.
    [black] Las Negras se fueron de la partida.
   *[none] Un jugador se fue de la partida.
  }

## Errors

error-load = No se pudo conectar con el servidor de Turnpan.
error-game-not-found = No hay ninguna partida en esta dirección.
error-unknown-variant = Juego desconocido: { $id }
error-create = No se pudo crear la partida. Inténtalo de nuevo.
error-join = No se pudo entrar en esa partida: quizá alguien ocupó el puesto.
error-action = No ha funcionado. Inténtalo de nuevo.
error-offline = Estás sin conexión; la jugada no se envió.
error-illegal-move = Esa jugada no es legal.
error-not-your-turn = No es tu turno.
error-forbidden = No ocupas ningún puesto en esta partida.
error-game-over = La partida ha terminado.
error-waiting = Esperando a que se una el segundo jugador.
error-stale = El tablero no estaba al día; ya se ha actualizado.
error-conflict = Eso no es posible ahora.
error-rate-limited = Has enviado demasiados mensajes seguidos. Espera un momento y vuelve a intentarlo.
error-unavailable = La partida está pasando a otro servidor. Vuelve a intentarlo en un momento.
error-too-many-variants = Ya tienes el máximo de variantes permitido (20). Borra una primero.
error-variant-too-slow = La generación de jugadas de esta variante es demasiado lenta para el servidor.
notice-seat-taken = Los dos puestos están ocupados: estás mirando esta partida.
notice-join-failed = No se pudo entrar con este enlace: estás mirando esta partida.

## Rules pages

rules-index-title = Reglas de los juegos
rules-index-intro = Elige un juego para aprenderlo. Cada página tiene tableros pequeños donde puedes probar tú mismo las jugadas.
rules-title = Reglas: { $name }
rules-contents = Contenido
rules-start-caption = La posición inicial. Las Blancas están abajo.
rules-play = Jugar: { $name }
tryit-title = Ejercicio
tryit-instruction = Pruébalo: toca o arrastra la pieza marcada hasta su casilla.
tryit-right = ¡Correcto!
tryit-wrong = Esa casilla no. Mira la casilla marcada y vuelve a intentarlo.
tryit-wrong-piece = Casilla correcta, pero elige la pieza que pide el ejercicio.
tryit-again = Otra vez
diagram-legend-move = se mueve allí
diagram-legend-capture = captura allí
diagram-legend-both = se mueve o captura allí
diagram-legend-initial = solo desde su fila inicial
diagram-legend-hop-move = se mueve allí saltando sobre una pieza
diagram-legend-hop-capture = captura allí saltando sobre exactamente una pieza

# A piece's Betza text in words (rules pages, the variant designer): one sentence per kind of move.
betza-do-both = Mueve o captura
betza-do-move-only = Mueve sin capturar
betza-do-capture-only = Solo captura
betza-initial = solo desde su fila inicial
betza-W-one = una casilla en línea recta
betza-W-ride = cualquier número de casillas en línea recta, hasta la primera pieza
betza-W-line = cualquier número de casillas en línea recta
betza-W-upto = hasta { $n } casillas en línea recta
betza-F-one = una casilla en diagonal
betza-F-ride = cualquier número de casillas en diagonal, hasta la primera pieza
betza-F-line = cualquier número de casillas en diagonal
betza-F-upto = hasta { $n } casillas en diagonal
betza-leap-D = un salto de dos casillas en línea recta
betza-leap-N = el salto del caballo (dos casillas en un sentido y una en el otro)
betza-leap-A = un salto de dos casillas en diagonal
betza-leap-H = un salto de tres casillas en línea recta
betza-leap-C = el salto del camello (tres casillas en un sentido y una en el otro)
betza-leap-Z = el salto de la cebra (tres casillas en un sentido y dos en el otro)
betza-leap-G = un salto de tres casillas en diagonal
betza-leap-one = { $leap }
betza-leap-ride = { $leap }, una y otra vez en línea mientras las casillas estén vacías
betza-leap-line = { $leap }, una y otra vez en línea
betza-leap-upto = { $leap }, hasta { $n } veces en línea mientras las casillas estén vacías
betza-dirs = , { $dirs }
betza-some = ({ $count } de sus { $of })
betza-dir-forward = hacia delante
betza-dir-forward-right = hacia delante a la derecha
betza-dir-right = a la derecha
betza-dir-backward-right = hacia atrás a la derecha
betza-dir-backward = hacia atrás
betza-dir-backward-left = hacia atrás a la izquierda
betza-dir-left = a la izquierda
betza-dir-forward-left = hacia delante a la izquierda
betza-lame = , solo si las casillas por las que pasa están vacías
betza-hop-cannon = , saltando exactamente una pieza en el camino
betza-hop-grasshopper = , sobre una pieza, cayendo justo detrás de ella
betza-error = No es Betza en la columna { $column }: { $message }
betza-error-empty = no hay nada escrito
betza-error-unknown-modifier = '{ $detail }' no es un modificador (m c f b l r v s n p g i)
betza-error-no-piece-letter = los modificadores no tienen detrás una letra de pieza
betza-error-unknown-piece-letter = '{ $detail }' no es una letra de pieza (W F D N A H C Z G, K R B Q)
betza-error-range-too-large = un alcance de { $detail } es más de 64
betza-error-lame-rider = 'n' (cojo) es para saltadores, no para piezas de recorrido
betza-error-no-direction-left = '{ $detail }': esas direcciones no le dejan ningún movimiento
betza-error-board = Un tablero tiene de 2 a 16 columnas y filas, y 128 casillas como máximo.
betza-lab-title = Laboratorio Betza: prueba una pieza
betza-lab-intro = Escribe cómo se mueve una pieza en notación Betza y mira adónde va y qué significa cada grupo de letras. El tablero y las palabras cambian mientras escribes.
betza-lab-label = Betza
betza-lab-files = Columnas
betza-lab-ranks = Filas
betza-lab-link = Prueba cualquier pieza en notación Betza
betza-lab-click = O haz clic en las casillas alrededor de la pieza para construir un saltador: cada clic activa un salto (mueve o captura), luego solo mueve, luego solo captura, y lo quita. Los saltos del caballo, el camello y la cebra van por parejas.
diagram-leaves = Al moverse deja atrás: { $piece }.
diagram-unavailable = No se pudieron cargar los diagramas de las piezas.

# Board: access and chat

piece-tip-title = { $colour ->
    [white] { $piece } (Blancas)
   *[black] { $piece } (Negras)
  }
piece-tip-white-view = El diagrama muestra sus movimientos desde el lado de las Blancas.
stack-turnover-p = un anillo exterior
stack-turnover-b = un anillo interior
stack-turnover-r = un botón
stack-turnover-n = anillo exterior y anillo interior
stack-turnover-q = anillo interior y botón
stack-turnover-c = anillo exterior, anillo interior y botón

move-entry-label = Escribe una jugada
move-entry-options = Jugadas que coinciden
move-entry-placeholder = por ejemplo { $example }
move-entry-wait = todavía no te toca
move-entry-not-now = No puedes mover ahora.
move-entry-none = Ninguna jugada legal coincide con «{ $text }».
move-entry-count = { $count ->
    [one] Coincide una jugada: pulsa Intro para jugarla.
   *[other] Coinciden { $count } jugadas: sigue escribiendo o elige una con las flechas.
  }
move-entry-ambiguous = «{ $text }» puede ser más de una jugada: sigue escribiendo o elige una con las flechas.

chat-title = Chat
chat-log = Mensajes
chat-input-label = Mensaje para tu rival
chat-placeholder = Escribe algo a tu rival
chat-send = Enviar
chat-you = Tú
chat-colour = { $colour ->
    [white] Blancas
   *[black] Negras
  }
chat-too-long = Un mensaje puede tener como máximo { $max } caracteres.
chat-slow-down = Escribes demasiado rápido: espera { $seconds } s.
chat-refused = El mensaje no se envió.
spectators-count = { $count ->
    [one] Un espectador está mirando.
   *[other] { $count } espectadores están mirando.
  }

blind-setting = Modo lector de pantalla
blind-title = El tablero para lectores de pantalla
blind-log = Avisos
blind-read-clocks = Leer los relojes
blind-no-clocks = Esta partida no tiene relojes.
blind-square-label = Casilla
blind-piece-moves = Jugadas legales de la pieza que está ahí
blind-by-piece = La posición por piezas
blind-by-square = La posición por casillas
blind-no-pieces = ninguna pieza
blind-empty = vacía
blind-hole = hueco
blind-cell = { $colour ->
    [white] { $piece } (blancas)
   *[black] { $piece } (negras)
  }
blind-piece = { $colour ->
    [white] { $piece } (Blancas) en { $square }
   *[black] { $piece } (Negras) en { $square }
  }
blind-move = { $colour ->
    [white] Las Blancas jugaron { $move }
   *[black] Las Negras jugaron { $move }
  }
blind-check = jaque
blind-clocks = Relojes: Blancas { $white }, Negras { $black }.
blind-review = Repasas la partida después de: { $move }.
blind-review-start = Repasas la posición inicial.
blind-taken-back = Se deshizo una jugada. Última jugada: { $move }.
blind-result = Fin de la partida: { $result }. { $reason }
blind-bad-square = «{ $square }» no es una casilla de este tablero.
blind-empty-square = { $square } está vacía.
blind-hole-square = { $square } es un hueco: el tablero no tiene esa casilla.
blind-not-to-move = { $colour ->
    [white] no les toca a las Blancas.
   *[black] no les toca a las Negras.
  }
blind-no-moves = ninguna jugada legal.

# Board: play and settings

offer-draw-declined = Tu oferta de tablas fue rechazada.
offer-takeback-declined = Tu petición de deshacer la jugada fue rechazada.
offer-rematch-declined = Tu oferta de revancha fue rechazada.
abort-requested = { $colour ->
    [white] Las Blancas anularon la partida.
   *[black] Las Negras anularon la partida.
  }
abort-no-first-move = { $colour ->
    [white] Las Blancas no hicieron su primera jugada a tiempo.
   *[black] Las Negras no hicieron su primera jugada a tiempo.
  }
abort-nobody-joined = Nadie se unió a la partida a tiempo.
not-found-title = Página no encontrada
not-found-text = No hay nada en esta dirección. Revisa el enlace o vuelve a empezar desde la página de inicio.
settings-open = Ajustes
settings-title = Ajustes
settings-close = Cerrar
settings-color-scheme = Claro u oscuro
settings-color-scheme-system = Como el sistema
settings-color-scheme-light = Claro
settings-color-scheme-dark = Oscuro
settings-board-theme = Colores del tablero
settings-board-theme-wood = Madera
settings-board-theme-blue = Azul
settings-board-theme-green = Verde
settings-piece-theme = Piezas
settings-piece-theme-classic = Clásicas
settings-piece-theme-contrast = Alto contraste
settings-piece-theme-letters = Letras
settings-board = Tablero
settings-board-size = Tamaño del tablero
settings-coordinates = Mostrar las coordenadas
settings-animation = Animación de las piezas
settings-animation-off = Ninguna
settings-animation-fast = Rápida
settings-animation-normal = Normal
settings-animation-slow = Lenta
settings-play = Juego
settings-promote-first = Promocionar siempre a la primera opción (la dama, en ajedrez), sin el selector
settings-hotseat-turn = En partidas en un solo dispositivo, girar el tablero hacia el bando que mueve
settings-sound = Sonido
settings-sound-on = Reproducir sonidos
settings-volume = Volumen
settings-sound-test = Probar el sonido
settings-notifications-title = Notificaciones
settings-notifications = Avisarme cuando mi rival juegue mientras esta pestaña esté oculta
settings-notifications-denied = El navegador no permite notificaciones de este sitio; puedes cambiarlo en la configuración del sitio.
settings-notifications-unsupported = Este navegador no puede mostrar notificaciones.
settings-saved-note = Tus ajustes se guardan en este navegador.
title-your-turn = Tu turno
notify-title = Tu turno
notify-body = { $game }: tu rival jugó { $move }.
home-tagline = Turnpan: juega al ajedrez y a variantes del ajedrez en el navegador, gratis y sin cuenta, contra un amigo, contra cualquiera o contra el ordenador.
quick-title = Inicio rápido: ajedrez
quick-anyone = contra cualquiera
quick-computer = contra el ordenador
quick-anyone-hint = Ajedrez { $control } contra cualquiera: entras en una partida abierta del mismo tipo o abres una nueva
quick-computer-hint = Ajedrez { $control } contra el ordenador (nivel { $level })
quick-error = No se pudo empezar la partida. Inténtalo de nuevo.
action-new-game = Nueva partida

## Accounts, ratings, game history, leaderboards (issue 24)
nav-leaderboard = Clasificaciones
header-sign-in = Iniciar sesión
header-account = Sesión iniciada como { $name }: tu perfil
home-rated = Tipo de partida
home-rated-casual = Amistosa
home-rated-rated = Puntuable
home-rated-note = Una partida puntuable cambia el rating de los dos jugadores.
home-rated-needs-account = Inicia sesión para jugar partidas puntuables.
home-rated-needs-clock = Una partida puntuable necesita control de tiempo: elige uno más arriba.
home-rated-needs-opponent = Las partidas puntuables se juegan contra un amigo o contra cualquiera en las partidas abiertas.
error-rated-signin = Inicia sesión primero: las partidas puntuables necesitan una cuenta.
error-join-yourself = No puedes jugar contra ti mismo en una partida puntuable.
lobby-rating-range = Rating del rival
lobby-rating-min = desde
lobby-rating-max = hasta
lobby-player = Jugador
lobby-kind = Tipo
lobby-rated-signin = Inicia sesión para unirte a una partida puntuable
lobby-none-match = Ninguna partida abierta coincide con estos filtros.
recent-title = Tus partidas recientes
recent-empty = Las partidas que juegues en este navegador aparecerán aquí, para que siempre puedas volver a ellas.
recent-profile = Tu perfil y todas tus partidas
recent-no-opponent = todavía no se ha unido nadie
recent-opponent = Rival
recent-result = Resultado
recent-aborted = Anulada
recent-win = Victoria
recent-loss = Derrota
recent-draw = Tablas
recent-waiting = Esperando rival
recent-playing = En juego
player-anonymous = Anónimo
player-computer = Ordenador (nivel { $level })
player-deleted = Cuenta eliminada
rating-change-title = Cambios de rating
rating-change-line = { $name }: { $change }
auth-username = Nombre de usuario
auth-username-hint = De { $min } a { $max } caracteres: letras (a–z, A–Z), cifras, _ o -
auth-password = Contraseña
auth-password-hint = Al menos { $min } caracteres.
auth-username-missing = Escribe un nombre de usuario.
auth-username-characters = Un nombre de usuario solo puede tener letras de la a a la z (sin ñ ni tildes), cifras, _ y -.
auth-username-length = Un nombre de usuario debe tener de 2 a 20 caracteres.
auth-password-missing = Escribe tu contraseña.
auth-password-short = La contraseña debe tener al menos 8 caracteres.
auth-password-long = La contraseña es demasiado larga: como máximo 256 bytes (unas 256 letras, menos con tildes u otros alfabetos).
auth-too-many = Demasiados intentos. Vuelve a intentarlo dentro de { $seconds } s.
auth-try-again-now = Ya puedes volver a intentarlo.
auth-server-said = El servidor lo rechazó: { $message }
auth-signed-in-as = Sesión iniciada como { $name }
signup-title = Crear una cuenta
signup-why = Con una cuenta tienes un rating en cada juego y ritmo, y tus partidas se guardan en tu perfil. Siempre puedes jugar sin ella.
signup-submit = Crear cuenta
signup-have-account = ¿Ya tienes una cuenta?
signup-taken = Ese nombre de usuario ya está en uso. Elige otro.
login-title = Iniciar sesión
login-submit = Iniciar sesión
login-no-account = ¿Aún no tienes cuenta?
login-wrong = Nombre de usuario o contraseña incorrectos.
account-title = Ajustes de la cuenta
account-signed-out = No has iniciado sesión.
account-password-title = Cambiar la contraseña
account-current-password = Contraseña actual
account-new-password = Contraseña nueva
account-password-submit = Cambiar la contraseña
account-password-done = Tu contraseña se ha cambiado. Se ha cerrado la sesión en tus otros dispositivos.
account-wrong-password = Esa contraseña no es correcta.
account-logout-title = Cerrar sesión
account-logout = Cerrar sesión en este dispositivo
account-delete-title = Eliminar la cuenta
account-delete-explain = Tu cuenta y tus ratings se eliminan para siempre. Tus partidas se conservan, y en lugar de tu nombre aparece «Cuenta eliminada».
account-delete-sure = Entiendo que esto no se puede deshacer
account-delete-not-sure = Marca primero la casilla para confirmar.
account-delete-submit = Eliminar mi cuenta
speed-bullet = Bullet
speed-blitz = Blitz
speed-rapid = Rápidas
speed-classical = Clásicas
profile-not-found = No hay ningún jugador llamado { $name }.
profile-since = Miembro desde el { $date }
profile-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
profile-ratings = Ratings
profile-speed = Ritmo
profile-rating = Rating
profile-rated-games = Partidas puntuables
profile-provisional = Provisional: el rating se asienta tras unas cuantas partidas más (desviación ±{ $deviation }).
profile-deviation = Desviación del rating ±{ $deviation }
profile-provisional-note = Un rating marcado con ? es provisional: aún no es fiable y cambia deprisa.
profile-no-ratings = Todavía no hay partidas puntuables.
profile-history = Evolución del rating
profile-category = Juego y ritmo
profile-chart-table = Los puntos en una tabla
profile-chart-summary = Evolución del rating, { $category }: { $count ->
    [one] una partida, rating { $last }
   *[other] { $count } partidas, de { $first } a { $last }
}
profile-no-history = El gráfico aparece después de la primera partida puntuable.
profile-game-list = Partidas
profile-result = Resultado
profile-result-all = Todos los resultados
profile-result-win = Victorias
profile-result-loss = Derrotas
profile-result-draw = Tablas
profile-no-games = No hay partidas que mostrar.
profile-date = Fecha
profile-moves = Jugadas
profile-pages = Páginas de partidas
profile-newer = Más recientes
profile-older = Más antiguas
profile-page = Página { $page } de { $pages }
leaderboard-title = Clasificaciones
leaderboard-games = Juegos
leaderboard-speeds = Ritmos
leaderboard-rank = Puesto
leaderboard-player = Jugador
leaderboard-note = Los 100 mejores jugadores de cada juego y ritmo, cuando su rating ya no es provisional.
leaderboard-empty = Todavía no hay nadie en esta clasificación.
leaderboard-no-game = No existe ese juego.
leaderboard-no-speed = No existe ese ritmo: bullet, blitz, rápidas o clásicas.

## Post-game review (issue 25)
review-button = Análisis de la partida
review-title = Análisis: { $game }
review-back = Volver a la partida
review-depth = Profundidad
review-analyse = Analizar
review-cancel = Cancelar
review-progress-label = Progreso del análisis
review-progress = Posición { $done } de { $total }
review-cancelled = Análisis cancelado.
review-error = El análisis falló: { $message }
review-engine-restarted = El motor se detuvo y se reinició: { $reason }
review-none = Aún no hay análisis: elige una profundidad y pulsa «Analizar». El motor funciona en tu navegador.
review-computed = Analizada aquí a profundidad { $depth }.
review-saved = Guardado por { $name }, analizada a profundidad { $depth }.
review-not-finished = Esta partida aún no ha terminado: podrás analizarla cuando acabe.
review-graph = Probabilidades de ganar de las blancas, jugada a jugada
review-graph-side = { $side }: { $blunders } errores graves, { $mistakes } errores, { $inaccuracies } imprecisiones.
review-accuracy = Precisión
review-inaccuracies = Imprecisiones (?!)
review-mistakes = Errores (?)
review-blunders = Errores graves (??)
review-mark-inaccuracy = Imprecisión
review-mark-mistake = Error
review-mark-blunder = Error grave
review-best = Lo mejor era { $move }.
review-chances = Probabilidades de ganar del bando que jugó: { $before } % antes, { $after } % después.
review-save = Guardar este análisis en la partida
review-sign-in = Inicia sesión para guardar este análisis en la partida.
review-save-failed = No se pudo guardar el análisis: { $message }
review-deeper-saved = Ya hay guardado un análisis de esta partida al menos igual de profundo.

## Board editor (issue 25, part 4)

editor-link = Editor de posiciones
editor-edit-position = Editar la posición
editor-title = Editor de posiciones: { $name }
editor-palette-white = Piezas blancas
editor-palette-black = Piezas negras
editor-white-piece = Pieza blanca: { $piece }
editor-black-piece = Pieza negra: { $piece }
editor-stack-p = un anillo exterior
editor-stack-b = un anillo interior
editor-stack-r = un botón
editor-stack-n = un anillo exterior y un anillo interior
editor-stack-q = un anillo interior y un botón
editor-stack-c = un anillo exterior, un anillo interior y un botón
editor-eraser = Borrador
editor-clear = Vaciar el tablero
editor-start = Posición inicial
editor-square = Casilla
editor-put = Poner
editor-bad-square = { $square } no es una casilla de este tablero.
editor-hole-square = { $square } es un hueco de este tablero: ahí no puede haber nada.
editor-choose-first = Elige primero una pieza o el borrador.
editor-turn = Juegan
editor-castling = Derechos de enroque
editor-castle-white-short = Blancas, enroque corto (K)
editor-castle-white-long = Blancas, enroque largo (Q)
editor-castle-black-short = Negras, enroque corto (k)
editor-castle-black-long = Negras, enroque largo (q)
editor-en-passant = Casilla de captura al paso
editor-en-passant-none = ninguna
editor-halfmove = Contador de medias jugadas
editor-fullmove = Número de jugada
editor-rules-unavailable = No se pudieron cargar las reglas de este juego: { $message }
editor-valid = Una posición legal.
editor-over = En esta posición la partida ya ha terminado. { $how } Puedes analizarla, pero no jugar desde ella.
editor-over-no-play = Una partida no puede empezar en una posición ya terminada.
editor-fix-first = Corrige primero la posición.
editor-castling-dropped = Las reglas quitan los derechos de enroque { $rights }: el rey o la torre no están en su casilla inicial.
editor-analyse = Analizar
editor-you-play = Juegas con
editor-side-to-move = el bando al que le toca
editor-play-computer = Jugar contra el ordenador desde aquí
editor-play-friend = Jugar con un amigo desde aquí
editor-create-failed = No se pudo crear la partida: { $message }
editor-field-placement = Colocación de las piezas
editor-field-side-to-move = Bando que juega
editor-field-castling = Derechos de enroque
editor-field-en-passant = Casilla de captura al paso
editor-field-halfmove-clock = Contador de medias jugadas
editor-field-checks = Jaques por dar
editor-field-fullmove-number = Número de jugada
editor-field-position = Posición
editor-error-at = { $field }, carácter { $column }: { $problem }
editor-error-in = { $field }: { $problem }
editor-error-empty = El FEN está vacío.
editor-error-too-many-fields = un FEN tiene como mucho seis campos.
editor-error-rank-count = hay { $given } filas, pero el tablero tiene { $ranks }.
editor-error-empty-run-of-zero = una serie de 0 casillas vacías.
editor-error-bad-run = «{ $text }» no es una serie de 1 a 8 casillas vacías.
editor-error-unknown-piece = «{ $letter }» no es una pieza de { $game }.
editor-error-not-turnover-piece = «{ $letter }» no es una pieza de Turnover (P B R N Q C).
editor-error-rank-too-long = la fila { $rank } tiene más de { $files } casillas.
editor-error-rank-too-short = la fila { $rank } tiene { $squares } casillas, no { $files }.
editor-error-bad-side-to-move = «{ $text }» no es ni w (blancas) ni b (negras).
editor-error-bad-castling = «{ $letter }» no es ninguna de K, Q, k, q.
editor-error-repeated-castling = «{ $letter }» aparece dos veces.
editor-error-not-a-square = «{ $text }» no es una casilla de este tablero.
editor-error-no-double-step = { $square } no es la casilla de detrás de un peón que acaba de avanzar dos casillas.
editor-error-hole-not-marked = { $square } es un hueco de este tablero: el FEN debe escribir * ahí.
editor-error-not-a-hole = { $square } es una casilla de este tablero, no un hueco: * solo va en los huecos del tablero.
editor-error-not-in-turnover = { $what ->
    [castling] Turnover no tiene enroque; escribe «-».
   *[other] Turnover no tiene captura al paso; escribe «-».
  }
editor-error-bad-checks = '{ $text }' no son los jaques por dar de blancas y negras, como 3+3 (como mucho { $max } cada uno).
editor-error-no-first-move-right = «{ $letter }» no corresponde a ninguna pieza con derecho de primera jugada en la primera fila de su bando.
editor-error-no-gate = «{ $letter }» no corresponde a ninguna puerta: ninguna pieza de su bando está en esa columna de su primera fila.
editor-error-bad-count = «{ $text }» no es una cuenta de 0 a 1000 medias jugadas.
editor-error-not-a-number = «{ $text }» no es un número.
editor-error-not-a-non-negative-number = «{ $text }» no es un número entero de 0 o más.
editor-error-fullmove-zero = el número de jugada empieza en 1.
editor-error-several-royals = { $color ->
    [white] Las blancas tienen { $count } piezas «{ $letter }» ({ $piece }); cada bando tiene solo una.
   *[black] Las negras tienen { $count } piezas «{ $letter }» ({ $piece }); cada bando tiene solo una.
  }
editor-error-no-royal = { $color ->
    [white] Las blancas no tienen pieza «{ $letter }» ({ $piece }).
   *[black] Las negras no tienen pieza «{ $letter }» ({ $piece }).
  }
editor-error-pawn-on-promotion-rank = { $color ->
    [white] Peón blanco en { $square }: un peón no puede estar en la fila donde promociona.
   *[black] Peón negro en { $square }: un peón no puede estar en la fila donde promociona.
  }
editor-error-pawn-behind-its-start = { $color ->
    [white] Peón blanco en { $square }: los peones nunca retroceden, así que ningún peón puede estar detrás de la fila donde empiezan los peones de su bando.
   *[black] Peón negro en { $square }: los peones nunca retroceden, así que ningún peón puede estar detrás de la fila donde empiezan los peones de su bando.
  }
editor-error-check-not-on-turn = { $color ->
    [white] Las blancas están en jaque, pero juegan las negras: el bando que no juega no puede estar en jaque.
   *[black] Las negras están en jaque, pero juegan las blancas: el bando que no juega no puede estar en jaque.
  }
editor-error-board-too-large = El tablero es demasiado grande.
editor-error-not-promotable = '+{ $letter }': { $game } no tiene forma promocionada de esa pieza.
editor-error-no-hands = '{ $letter }': este juego no tiene piezas en mano.
editor-error-bad-hand = '{ $letter }' no puede estar en mano: no es una pieza de { $game } que se pueda guardar.
editor-error-unclosed-hand = las piezas en mano abiertas con '[' no se cierran con ']'.
editor-error-hand-too-large = más de { $max } piezas '{ $letter }' en mano.
editor-error-unknown-variant = Juego desconocido: { $id }

## Analysis board (issue 25)

analysis-title = Tablero de análisis: { $game }
analysis-engine = Motor
analysis-engine-off = El motor está apagado.
analysis-lines = Líneas
analysis-depth = Profundidad { $depth }
analysis-speed = { $knps } mil posiciones/s
analysis-thinking = Pensando…
analysis-engine-error = El motor no pudo analizar: { $message }
analysis-engine-restarted = El motor se detuvo inesperadamente y se reinició ({ $reason }).
analysis-game-over = En esta posición la partida ha terminado.
analysis-eval = Evaluación: { $score }
analysis-eval-none = Sin evaluación
analysis-no-moves = Aún no hay jugadas: haz una en el tablero.
analysis-promote = Promover la variante
analysis-delete = Borrar desde aquí
analysis-fen-load = Cargar FEN
analysis-fen-error = Este FEN no se puede usar: { $message }
analysis-move-error = La jugada { $number } de la línea no se puede jugar: { $message }
analysis-share = Enlace para compartir
analysis-share-label = Enlace a esta línea
analysis-share-copied = Enlace copiado.
analysis-pgn = Importar PGN
analysis-pgn-label = Texto PGN
analysis-pgn-import = Importar
analysis-pgn-error = No se puede leer el PGN: { $message }
game-analysis-link = Tablero de análisis

# Players' variants: directory

nav-variants = Variantes
variants-title = Variantes de los jugadores
variants-intro = Juegos que diseñaron los jugadores de Turnpan. Lee sus reglas y juégalos con un amigo, en las partidas abiertas, en un mismo dispositivo o contra el ordenador.
variants-directory-title = Variantes públicas
variants-search = Buscar
variants-search-hint = Parte de un nombre, de un identificador o del nombre de quien la creó.
variants-sort = Ordenar por
variants-sort-recent = Actualizadas hace poco
variants-sort-games = Más jugadas
variants-sort-name = Nombre (de la A a la Z)
variants-creator = Creada por
variants-by = creada por { $creator }
variants-games = { $count ->
    [one] { $count } partida jugada
   *[other] { $count } partidas jugadas
}
variants-updated = actualizada el { $date }
variants-version = versión { $version }
variants-play = Jugar
variants-play-label = Jugar: { $name }
variants-rules = Reglas
variants-rules-label = Reglas de { $name }
variants-edit = Editar
variants-edit-label = Editar { $name }
variants-delete = Borrar
variants-delete-label = Borrar { $name }
variants-delete-confirm = ¿Seguro que quieres borrarla?
variants-delete-confirm-label = ¿Seguro que quieres borrar { $name }? Pulsa otra vez para borrarla.
variants-delete-failed = No se pudo borrar la variante: { $message }
variants-deleted = Se ha borrado { $name }.
variants-empty = Ningún jugador ha publicado todavía una variante.
variants-none-match = Ninguna variante pública coincide con «{ $query }».
variants-error = No se pudieron cargar las variantes: { $message }
variants-pages = Páginas de variantes
variants-previous = Página anterior
variants-next = Página siguiente
variants-page = Página { $page }
variants-mine-title = Mis variantes
variants-mine-count = { $count } de { $max }
variants-mine-new = Nueva variante
variants-mine-full = Tienes tantas variantes como permite una cuenta: borra una para diseñar otra.
variants-mine-empty = Todavía no tienes variantes: diseña la primera.
variants-mine-error = No se pudieron cargar tus variantes: { $message }
variants-visibility-private = Privada
variants-visibility-unlisted = No listada
variants-visibility-public = Pública
variants-signin = Inicia sesión para diseñar tus propias variantes.
home-variant-missing = No hay ninguna variante { $id } para jugar: puede que sea privada o que se haya borrado.
lobby-players-variants = Variantes de los jugadores
rules-edit-variant = Editar esta variante

# Games with drops: the hands beside the board, in words (screen readers, the editor).
pocket-label = { $colour ->
    [white] En mano de las Blancas: { $hand }
   *[black] En mano de las Negras: { $hand }
  }
pocket-empty = nada
pocket-many = { $count } × { $piece }
pocket-many-king = { $count } reyes
pocket-many-queen = { $count } damas
pocket-many-rook = { $count } torres
pocket-many-bishop = { $count } alfiles
pocket-many-knight = { $count } caballos
pocket-many-pawn = { $count } peones
editor-hands-note = Las piezas en mano se escriben en el FEN, entre [ ] después del tablero.
blind-drop = { $piece } de la mano a { $square }
# A promotion whose notation does not say where the pawn stood (Sittuyin): one made where it
# stands (d5=F), or after a step aside (c4=F, from d5).
blind-promoted-in-place = { $pawn } de { $square } promociona a { $piece } donde está
blind-promoted-aside = { $pawn } de { $from } promociona a { $piece } en { $square }
blind-gated = { $piece } entra de la mano en { $square }
