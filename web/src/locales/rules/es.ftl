# Páginas de reglas de Turnpan — español. Escritas para jugadores a partir de las especificaciones (docs/rules/*.md).
# Mismos identificadores que rules/en.ftl. Línea en blanco = párrafo, "- " = lista, `code` = código.

## Ajedrez

rules-chess-title = Cómo se juega al ajedrez
rules-chess-intro = El ajedrez lo juegan dos jugadores, Blancas y Negras, en un tablero de 64 casillas. Empiezan las Blancas y después los jugadores se turnan, una jugada cada uno; nadie puede pasar. El objetivo es dar jaque mate al rey rival.

rules-chess-board-title = El tablero y la posición inicial
rules-chess-board =
    El tablero tiene 8 columnas, nombradas de la `a` a la `h` desde la izquierda de las Blancas, y 8 filas, numeradas del `1` al `8` desde el lado de las Blancas. Cada jugador tiene una casilla clara en la esquina de su derecha.

    Cada bando empieza con 16 piezas: un rey, una dama, dos torres, dos alfiles, dos caballos y ocho peones. Las piezas blancas están en las filas 1 y 2, las negras en las filas 7 y 8. Las damas están en la columna d, en una casilla de su color; los reyes, a su lado, en la columna e.

rules-chess-pieces-title = Cómo se mueven las piezas
rules-chess-pieces =
    - El rey se mueve una casilla en cualquier dirección.
    - La dama se mueve cualquier número de casillas por una fila, una columna o una diagonal.
    - La torre se mueve cualquier número de casillas por una fila o una columna.
    - El alfil se mueve cualquier número de casillas por una diagonal, así que siempre se queda en casillas de un mismo color.
    - El caballo salta en forma de L: dos casillas en una dirección y una hacia el lado. Es la única pieza que salta por encima de otras.
    - El peón avanza una casilla recta hacia delante, a una casilla vacía. Desde su casilla inicial también puede avanzar dos casillas, si ambas están vacías. Captura una casilla en diagonal hacia delante.

    Salvo el caballo, ninguna pieza puede pasar por encima de otra. Ninguna pieza puede ir a una casilla ocupada por una pieza de su propio bando. Los diagramas muestran cada pieza en una casilla central de un tablero vacío y adónde puede ir.

rules-chess-capturing-title = Capturar
rules-chess-capturing =
    Una pieza captura moviéndose a una casilla ocupada por una pieza rival, que se retira del tablero. Cada pieza captura igual que se mueve, excepto el peón, que captura en diagonal hacia delante y nunca recto.

    Capturar nunca es obligatorio. El rey no puede ser capturado: de eso se encargan las reglas del jaque.

rules-chess-check-title = Jaque y jaque mate
rules-chess-check =
    Un rey atacado por una pieza rival está en jaque. Nunca puedes hacer una jugada que deje o ponga a tu propio rey en jaque. Cuando estás en jaque debes salir de él enseguida: mueve el rey, interpón una pieza entre el rey y la pieza atacante, o captura la pieza atacante.

    Si estás en jaque y ninguna jugada te saca de él, recibes jaque mate y pierdes la partida. Turnpan solo te ofrece jugadas legales, así que no puedes hacer una jugada ilegal por descuido.

rules-chess-castling-title = El enroque
rules-chess-castling =
    Una vez por partida cada bando puede enrocar: el rey se mueve dos casillas hacia una de sus torres, y esa torre salta a la casilla que el rey acaba de cruzar. El enroque corto (del lado del rey) se escribe `O-O` y el enroque largo (del lado de la dama) `O-O-O`.

    Solo puedes enrocar si ni el rey ni esa torre se han movido todavía, todas las casillas entre ellos están vacías, tu rey no está en jaque, y el rey no cruza ni llega a una casilla atacada por el rival.

    En Turnpan hay dos maneras de enrocar: mover el rey dos casillas hacia la torre, o mover el rey sobre su propia torre. Las dos hacen la misma jugada.

rules-chess-en-passant-title = Captura al paso
rules-chess-en-passant =
    Cuando un peón hace su primer avance de dos casillas y queda justo al lado de un peón rival, ese peón rival puede capturarlo como si solo hubiera avanzado una casilla: se mueve en diagonal a la casilla por la que pasó el peón, y el peón que avanzó dos casillas se retira del tablero.

    Esta captura, llamada captura al paso (en passant), solo se permite en la jugada inmediatamente siguiente. Después, la ocasión se pierde.

rules-chess-promotion-title = La promoción
rules-chess-promotion =
    Un peón que llega a la última fila (la 8 para las Blancas, la 1 para las Negras) promociona en la misma jugada: se sustituye por una dama, una torre, un alfil o un caballo de su color, el que elijas. Puedes tener varias damas.

    En Turnpan, cuando tu peón llega allí, se abre un selector sobre la casilla de promoción. Elige la pieza; si cierras el selector sin elegir, la jugada se deshace y puedes jugar otra cosa.

rules-chess-winning-title = Ganar
rules-chess-winning =
    Ganas la partida cuando:
    - das jaque mate al rey rival;
    - tu rival abandona;
    - a tu rival se le acaba el tiempo, siempre que tú todavía tengas material suficiente para dar mate. Si solo tienes el rey, o el rey con un solo caballo o un solo alfil en posiciones en las que el mate es imposible, la partida termina en tablas.

rules-chess-draws-title = Las tablas
rules-chess-draws =
    En Turnpan todas las tablas se aplican automáticamente; nadie tiene que reclamarlas. La partida es tablas por:
    - ahogado: el jugador que mueve no está en jaque pero no tiene ninguna jugada legal;
    - material insuficiente: ningún bando puede dar mate nunca (por ejemplo rey contra rey, rey y caballo contra rey, rey y alfil contra rey);
    - triple repetición: la misma posición aparece por tercera vez, con el turno para el mismo jugador y las mismas posibilidades de enroque y de captura al paso;
    - la regla de las 50 jugadas: cincuenta jugadas de cada bando sin ninguna captura ni movimiento de peón;
    - acuerdo: un jugador ofrece tablas y el otro acepta.

    El mate cuenta primero: una jugada que da mate gana aunque complete también una repetición o la quincuagésima jugada.

rules-chess-clock-title = El reloj
rules-chess-clock =
    Las partidas con tiempo en Turnpan se juegan con reloj de ajedrez; solo corre el tiempo del jugador al que le toca mover. Puedes elegir, por ejemplo, `3+2` (3 minutos cada uno, con un incremento de 2 segundos por jugada) o `10+0` (10 minutos cada uno, sin incremento).

    La primera jugada de cada jugador no se cronometra, pero debe hacerse en 30 segundos o la partida se anula. Tu reloj se pone en rojo cuando quedan menos de 30 segundos, y además parpadea cuando quedan menos de 10.

rules-chess-notation-title = La notación
rules-chess-notation =
    Las jugadas se escriben en notación algebraica. Cada casilla tiene un nombre: su columna, una letra de la `a` a la `h`, y su fila, un número del `1` al `8`, por ejemplo `e4`.
    - Las piezas se escriben con letras mayúsculas (las inglesas): `K` rey, `Q` dama, `R` torre, `B` alfil, `N` caballo. Los peones no llevan letra: `e4` es una jugada de peón, `Nf3` una de caballo.
    - `x` indica una captura: `Bxe5`; en una captura de peón se indica la columna de la que sale el peón: `exd5`.
    - `O-O` es el enroque corto y `O-O-O` el largo.
    - `=Q` indica una promoción, aquí a dama: `e8=Q`.
    - `+` indica jaque y `#` jaque mate.

    En Turnpan la notación es la misma en todos los idiomas.

## Turnover

rules-turnover-intro = Turnover es un juego de ajedrez de Lúcio José Patrocínio Filho en el que las piezas son pilas de anillos y botones. Las pilas se dividen al moverse, se unen con pilas propias y pueden dar la vuelta a pilas rivales para pasarlas a tu color. Ganas dando mate a todos los Castillos del rival.

rules-turnover-board-title = El tablero y la posición inicial
rules-turnover-board =
    Turnover usa el tablero habitual de 8 × 8, con columnas de la `a` a la `h` y filas del `1` al `8`. Cada bando empieza con ocho Castillos: los blancos en la primera fila, los negros en la octava. Empiezan las Blancas y luego se turnan; no se puede pasar.

rules-turnover-components-title = Componentes y piezas
rules-turnover-components =
    Hay tres clases de componentes: un anillo exterior grande, un anillo interior más pequeño y un botón. Cada uno tiene una cara blanca y otra negra, así que se le puede dar la vuelta para cambiar de color. En cada casilla hay como mucho una pila de un solo color, con un componente de cada clase como máximo. Hay seis piezas:
    - Peón: un anillo exterior.
    - Alfil: un anillo interior.
    - Torre: un botón.
    - Caballo: anillo exterior con anillo interior (Peón + Alfil).
    - Dama: anillo interior con botón (Alfil + Torre).
    - Castillo: los tres (Peón + Alfil + Torre).

    Un anillo exterior y un botón sin el anillo interior no encajan.

    Cada jugada mueve un componente: el más exterior de una pila. El resto se queda en su casilla. Así, el Caballo mueve su anillo exterior y deja un Alfil, la Dama mueve su anillo interior y deja una Torre, y el Castillo mueve su anillo exterior y deja una Dama.

    Cómo viaja el componente depende de la pieza que deja:
    - Peón: una casilla recta hacia delante, o una casilla en diagonal hacia delante, pero en diagonal solo a una casilla ocupada.
    - Castillo: como el Peón, y además puede avanzar dos casillas rectas si la casilla intermedia está vacía, desde cualquier fila.
    - Caballo: salta como el caballo del ajedrez.
    - Alfil: se desliza cualquier distancia en diagonal.
    - Dama: se desliza cualquier distancia en las ocho direcciones.
    - Torre: se desliza cualquier distancia por filas y columnas.

    Los diagramas muestran adónde puede ir cada pieza y qué pieza deja atrás. No hay enroque ni captura al paso.

rules-turnover-stacking-title = Apilar: unir tus propias piezas
rules-turnover-stacking =
    Cuando el componente que se mueve llega a una pila propia en la que encaja, las dos se unen en una pieza mayor: es una combinación. Una Torre (botón) que se une a un Alfil forma una Dama; un anillo interior con un Peón forma un Caballo, con una Torre una Dama; un anillo exterior con un Alfil forma un Caballo, con una Dama un Castillo; un botón con un Caballo forma un Castillo.

    Un componente que no encaja no puede ir a una pila propia.

rules-turnover-turnover-title = Dar la vuelta: quedarse con piezas rivales
rules-turnover-turnover =
    Cuando el componente que se mueve llega a una pila rival en la que encaja, todos los componentes de esa pila se dan la vuelta a tu color y tu componente se une a ellos. Por ejemplo, un Alfil que llega a un Peón rival forma un Caballo de tu color; tu botón sobre un Caballo rival te da un Castillo.

    Un anillo exterior que avanza recto nunca captura, pero puede dar la vuelta a un Alfil o una Dama rivales que estén justo delante.

rules-turnover-captures-title = Capturar
rules-turnover-captures =
    Cuando el componente que se mueve llega a una pila rival en la que no encaja, toda la pila rival sale del juego y tu componente se queda allí solo. Por ejemplo, una Torre que llega a una Torre rival la captura.

    Los anillos exteriores solo capturan en diagonal hacia delante (Peón y Castillo) o con el salto del Caballo, nunca rectos. Las piezas que se deslizan se detienen en la primera casilla ocupada; pueden capturar o dar la vuelta a lo que haya allí.

rules-turnover-promotion-title = La promoción
rules-turnover-promotion =
    Solo promocionan los Peones y los Castillos, y solo a Dama. Cuando una jugada termina en tu última fila (la 8 para las Blancas, la 1 para las Negras) y en la casilla queda un Peón tuyo solo, se convierte en Dama. Si queda un Castillo tuyo, pierde su anillo exterior y también se convierte en Dama. Nada más cambia: un Caballo que llega a la última fila sigue siendo Caballo.

    La promoción es obligatoria y sin elección, por eso Turnpan no muestra selector en Turnover.

rules-turnover-check-title = El jaque con varios Castillos
rules-turnover-check =
    Los Castillos hacen el papel del rey. Un Castillo está atacado cuando una pieza rival podría capturarlo con su próxima jugada. Solo estás en jaque cuando todos tus Castillos están atacados: un Castillo atacado entre otros seguros no es jaque.

    Después de cada jugada tuya debes tener al menos un Castillo no atacado. Así que puedes mover un Castillo atacado siempre que otro quede a salvo, y sales del jaque tapando, capturando o dando la vuelta al atacante, o construyendo un Castillo nuevo que no esté atacado. Nunca puedes deshacer tu último Castillo, y tu último Castillo nunca puede capturar el último Castillo del rival.

rules-turnover-end-title = Ganar y tablas
rules-turnover-end =
    - Jaque mate: si estás en jaque y no tienes ninguna jugada legal, pierdes.
    - Si tus únicas jugadas posibles deshicieran tu último Castillo, también pierdes: mover el último Castillo equivale a abandonar.
    - El ahogado (sin jugada legal y sin estar en jaque, en los demás casos) es tablas.
    - La triple repetición de la misma posición y 50 jugadas de cada bando sin ninguna captura ni volteo son tablas. Turnpan las aplica automáticamente.
    - El abandono y las tablas por acuerdo funcionan como en ajedrez. Si se te acaba el tiempo pierdes, quede lo que quede en el tablero.

rules-turnover-notation-title = La notación
rules-turnover-notation =
    Turnpan escribe las jugadas de Turnover con la notación del inventor del juego. Letras: `B` Alfil, `R` Torre, `Q` Dama, `N` Caballo, `C` Castillo; el Peón no lleva letra.
    - Una captura: la pieza que mueve, `x`, la pieza capturada y la casilla: `RxRe5`; un Peón que captura una Torre: `xRe5`.
    - Un volteo: dos puntos y la pieza que se forma: `:Qe5`.
    - Una combinación: la pieza que se forma y la casilla: `Qe5`.
    - Un movimiento a una casilla vacía que deja algo atrás empieza con un punto: `.e3` es el anillo de un Castillo que va de e1 a e3.
    - `+` significa que todos los Castillos del rival están atacados, `++` jaque mate.

    Cuando dos jugadas se escribirían igual, se añade la casilla de origen: `Re1Q5`.

## Ajedrez de rotación central

rules-central-rotational-intro = El Ajedrez de rotación central, de Gary K. Gifford, es ajedrez con un centro que gira: tras cada jugada, las cuatro casillas centrales rotan un paso. El jaque no importa; se gana capturando el rey.

rules-central-rotational-board-title = El tablero y la posición inicial
rules-central-rotational-board =
    El tablero, las piezas y la posición inicial son los del ajedrez. Las cuatro casillas centrales `d4`, `e4`, `e5` y `d5` forman el centro giratorio.

rules-central-rotational-rotation-title = La rotación
rules-central-rotational-rotation =
    Tras cada jugada, de las Blancas y de las Negras, el contenido de las cuatro casillas centrales gira un paso en el sentido de las agujas del reloj visto desde el lado de las Blancas: lo que está en `e4` pasa a `d4`, `d4` a `d5`, `d5` a `e5` y `e5` a `e4`. Las piezas de ambos colores giran juntas, y también las casillas vacías.

    La rotación no es una jugada: nunca captura, no se puede evitar y ocurre tras cualquier tipo de jugada. Así, la primera jugada blanca `e4` termina con el peón en `d4`.

rules-central-rotational-king-capture-title = Sin jaque: captura el rey
rules-central-rotational-king-capture =
    El jaque no cuenta en este juego. Puedes dejar tu rey atacado o incluso moverlo a una casilla atacada. No hay jaque mate: ganas capturando de verdad el rey rival. La partida termina en el acto, sin rotación.

    Vigila el centro: la rotación puede poner en peligro a un rey o llevar a un atacante junto a él.

rules-central-rotational-pieces-title = Las piezas
rules-central-rotational-pieces =
    Todas las piezas se mueven como en ajedrez. Por la rotación, un alfil puede cambiar el color de sus casillas, así que un bando puede acabar con dos alfiles del mismo color. Un peón llevado de lado o hacia atrás simplemente sigue desde su nueva casilla.

rules-central-rotational-special-title = Enroque, captura al paso y promoción
rules-central-rotational-special =
    - El enroque funciona como en ajedrez, con las dos maneras de Turnpan. El rey sigue sin poder enrocar estando atacado, ni cruzar o llegar a una casilla atacada.
    - La captura al paso funciona como en ajedrez, pero solo si el peón que avanzó dos casillas sigue en su casilla de llegada después de la rotación. Un avance doble a `d4`, `e4`, `d5` o `e5` se aleja enseguida con la rotación y nunca se puede capturar al paso.
    - La promoción funciona como en ajedrez, con el mismo selector.

rules-central-rotational-end-title = El final de la partida
rules-central-rotational-end =
    - Ganas capturando el rey, cuando tu rival abandona o cuando a tu rival se le acaba el tiempo (hasta un rey solo puede capturar a un rey, así que el tiempo siempre cuenta).
    - Es tablas si el jugador que mueve no tiene ninguna jugada, por triple repetición de la posición (tal como queda tras la rotación), por 50 jugadas de cada bando sin captura ni movimiento de peón, y por acuerdo. No hay tablas por material insuficiente.

rules-central-rotational-notation-title = La notación
rules-central-rotational-notation =
    Las jugadas se escriben como en ajedrez y muestran la jugada tal como se hizo, antes de la rotación: la primera jugada `e4` se escribe `e4` aunque el peón acabe en `d4`. La captura del rey se escribe como cualquier captura, por ejemplo `Bxf7`. No se usan los signos `+` ni `#`.

## Transformer

rules-transformer-intro = Transformer, de Gerd Degens, se juega en un tablero de 9 × 9. Los peones no avanzan: saltan hacia atrás, a casa, y se transforman en piezas. Ahogar al rival gana, y quien se queda solo con el rey pierde.

rules-transformer-board-title = El tablero y la posición inicial
rules-transformer-board =
    El tablero tiene 9 columnas, de la `a` a la `i`, y 9 filas, del `1` al `9`. El rey blanco está solo en `e1`; en la fila 2 están torre, caballo, alfil, torre, dama, torre, alfil, caballo, torre; los nueve peones blancos llenan la fila 3. Las Negras son la imagen reflejada en las filas 9, 8 y 7. No hay enroque ni captura al paso.

rules-transformer-pieces-title = Las piezas
rules-transformer-pieces =
    - Rey: una casilla en cualquier dirección.
    - Dama: una, dos o tres casillas en cualquier dirección, sin saltar piezas.
    - Torre: una, dos o tres casillas por fila o columna, sin saltar piezas.
    - Alfil: una, dos o tres casillas en diagonal, sin saltar piezas.
    - Caballo doble: un salto normal de caballo, o dos saltos de caballo en la misma dirección en una sola jugada. El salto doble queda bloqueado si la casilla del primer salto está ocupada.
    - Peón (el transformador): ver la sección siguiente. Nunca captura.

rules-transformer-transformation-title = La transformación
rules-transformer-transformation =
    La única jugada del peón es un salto de dos casillas recto hacia atrás, hacia su propia primera fila, por encima de lo que haya en medio, a una casilla vacía. Al final del salto siempre se transforma en caballo, alfil, torre o dama, a tu elección. En Turnpan se abre el selector para que elijas.

    Desde la posición inicial los peones saltan de la fila 3 a la fila 1 (las Negras: de la 7 a la 9). El peón de la columna e no puede saltar mientras su propio rey esté en `e1`.

rules-transformer-check-title = Jaque y jaque mate
rules-transformer-check = El jaque funciona como en ajedrez: nunca puedes dejar a tu rey atacado. Quien está en jaque y no tiene ninguna jugada legal recibe mate y pierde. Los peones nunca dan jaque, porque nunca capturan.

rules-transformer-end-title = Ahogado y rey solo
rules-transformer-end =
    - Rey solo: quien se queda sin nada más que el rey pierde en el acto.
    - Gana quien ahoga: si tu jugada deja al rival sin jugadas legales sin estar en jaque, ganas.
    - El mate, el abandono y el tiempo funcionan como en ajedrez; quien se queda sin tiempo pierde siempre.
    - La triple repetición, la regla de las 50 jugadas (toda jugada de peón cuenta como jugada de peón) y el acuerdo son tablas, aplicadas automáticamente.

rules-transformer-notation-title = La notación
rules-transformer-notation = Las jugadas se escriben como en ajedrez, con las columnas de la `a` a la `i` y las filas del `1` al `9`. Una jugada de peón siempre indica su nueva pieza: `a1=R`, `e9=Q`.

## Ajedrez turco

rules-turkish-intro = El Ajedrez turco, de Köksal Karakuş, se juega en un tablero de 8 columnas y 10 filas, con cinco piezas nuevas además de las habituales, entre ellas dos cañones que capturan saltando.

rules-turkish-board-title = El tablero y la posición inicial
rules-turkish-board =
    El tablero tiene 8 columnas, de la `a` a la `h`, y 10 filas, numeradas del `0` (la primera fila de las Blancas) al `9` (la primera fila de las Negras). Turnpan muestra estos números en el tablero y en la lista de jugadas.

    La fila de atrás de las Blancas (fila 0) se coloca como en ajedrez. En la fila 1 están, de la `a` a la `h`: Shogi, Ministro, Elefante, Canciller, General, Elefante, Ministro, Shogi. Los peones están en la fila 2. Las Negras son la imagen reflejada en las filas 9, 8 y 7.

rules-turkish-pieces-title = Las piezas
rules-turkish-pieces =
    Rey, dama, torre, alfil, caballo y peón se mueven como en ajedrez. Las piezas nuevas:
    - General (`G`): se mueve como dama o como caballo.
    - Canciller (`C`): se mueve como torre o como caballo.
    - Ministro (`M`): se mueve como alfil o como caballo.
    - Shogi (`S`): un cañón que se mueve como una torre.
    - Elefante (`E`): un cañón que se mueve como un alfil, así que siempre se queda en un color.

rules-turkish-cannons-title = Los cañones y sus pantallas
rules-turkish-cannons =
    El Shogi y el Elefante se mueven como torre y alfil por casillas vacías, pero capturan de otra manera: deben saltar por encima de exactamente una pieza, de cualquier color, llamada pantalla, y capturar la primera pieza rival que haya detrás. Las casillas entre el cañón y la pantalla, y entre la pantalla y la víctima, deben estar vacías. Un cañón nunca captura sin pantalla y nunca salta sin capturar.

    Cualquier pieza puede ser pantalla, incluso un rey. Un cañón da jaque cuando podría capturar así al rey; por eso colocar una pieza en la línea entre un cañón y el rey puede crear una pantalla, y retirar la única pantalla puede acabar con un jaque.

rules-turkish-pawns-title = Peones y promoción
rules-turkish-pawns =
    Los peones se mueven como en ajedrez: una casilla hacia delante, dos desde su fila inicial (la 2 para las Blancas, la 7 para las Negras), capturan en diagonal hacia delante y pueden capturar al paso.

    Un peón que llega a la última fila (la 9 para las Blancas, la 0 para las Negras) debe promocionar a cualquier pieza salvo peón o rey: dama, General, Canciller, Ministro, torre, alfil, caballo, Shogi o Elefante. El selector muestra las nueve.

rules-turkish-castling-title = El enroque
rules-turkish-castling = El enroque se hace con las torres como en ajedrez, en la fila de atrás: el rey va de `e0` a `g0` o a `c0` (las Negras: en la fila 9) y la torre salta por encima de él. Se aplican las mismas condiciones, y cuentan también los ataques de los cañones a través de una pantalla. Funcionan las dos maneras de Turnpan: el rey dos casillas, o el rey sobre su propia torre.

rules-turkish-end-title = El final de la partida
rules-turkish-end =
    El mate gana y el ahogado es tablas, como en ajedrez. Las tablas por triple repetición, la regla de las 50 jugadas, acuerdo y material insuficiente se aplican automáticamente. Cualquiera de las piezas nuevas cuenta siempre como material suficiente para dar mate.

rules-turkish-notation-title = La notación
rules-turkish-notation = Las jugadas se escriben como en ajedrez, con las letras adicionales `G`, `C`, `M`, `S` y `E` y con las filas tal como se ven en el tablero, del `0` al `9`: el primer avance doble del peón e de las Blancas es `e4`. La promoción se escribe `=G`, etc.

## Juegos sin página escrita (juegos de usuarios)

rules-generic-intro = { $name } es un juego definido en este servidor. Esta página se genera automáticamente a partir de su definición: el tablero, la posición inicial y cómo se mueve cada pieza.

rules-generic-board-title = El tablero y la posición inicial
rules-generic-board = { $name } se juega en un tablero de { $files } columnas y { $ranks } filas. Empiezan las Blancas y después los jugadores se turnan.
# A board with holes (Omicron, Troitzky): where they are, as the board labels them.
rules-generic-holes = { $count ->
    [one] El tablero tiene un hueco, dibujado como un espacio vacío: { $squares }. Nada puede estar en un hueco ni pasar por él, pero una pieza que salta, como el caballo, puede saltarlo.
   *[other] El tablero tiene huecos, dibujados como espacios vacíos: { $squares }. Nada puede estar en un hueco ni pasar por él, pero una pieza que salta, como el caballo, puede saltarlos.
  }

rules-generic-pieces-title = Las piezas
rules-generic-pieces = El juego tiene { $pieces } clases de piezas. Los diagramas muestran cada pieza en una casilla central de un tablero vacío y las casillas a las que puede moverse o en las que puede capturar.

rules-generic-play-title = Jugar
rules-generic-play = Turnpan solo te ofrece jugadas legales, así que el resto lo aprendes jugando: el tablero muestra adónde puede ir la pieza que levantas.

## Pruébalo: el ejercicio de cada tablero y lo que se ve después

tryit-task-chess-castling = Haz el enroque corto.
tryit-done-chess-castling = El rey fue a g1 y la torre saltó a f1. Mover el rey sobre su torre de h1 hace lo mismo.
tryit-task-chess-en-passant = Las Negras acaban de jugar d7–d5. Captura el peón al paso.
tryit-done-chess-en-passant = Tu peón pasó a d6 y el peón negro de d5 salió del tablero.
tryit-task-chess-promotion = Captura la torre y promociona a dama.
tryit-done-chess-promotion = La nueva dama da mate en la última fila: bxc8=Q#.
tryit-task-turnover-combination = Lleva la Torre sobre tu Alfil para formar una Dama.
tryit-done-turnover-combination = El botón se unió al anillo interior: una Dama en e4.
tryit-task-turnover-turnover = Lleva tu Alfil al Peón negro para darle la vuelta.
tryit-done-turnover-turnover = El Peón pasó a tu color y se unió a tu anillo interior: un Caballo blanco en f5.
tryit-task-turnover-capture = Captura la Torre negra con tu Torre.
tryit-done-turnover-capture = Un botón no encaja en otro botón, así que la Torre negra salió del juego.
tryit-task-turnover-promotion = Lleva el Peón a la última fila.
tryit-done-turnover-promotion = El Peón se convirtió en Dama. Ataca al Castillo de h5, pero el Castillo negro de a5 está a salvo, así que no es jaque.
tryit-task-central-rotational-rotation = Juega la primera jugada e2–e4 y mira cómo gira el centro.
tryit-done-central-rotational-rotation = El peón llegó a e4 y la rotación lo llevó a d4.
tryit-task-central-rotational-king-capture = El rey negro está en una casilla atacada. Captúralo con el alfil.
tryit-done-central-rotational-king-capture = Rey capturado: las Blancas ganan en el acto, sin rotación.
tryit-task-transformer-transformation = Salta con el peón de la columna a hacia atrás, hasta a1, y conviértelo en dama.
tryit-done-transformer-transformation = El peón saltó por encima de la torre de a2 y se convirtió en dama en a1.
tryit-task-turkish-cannon = Captura la torre negra con tu Shogi, usando tu peón como pantalla.
tryit-done-turkish-cannon = El Shogi saltó por encima del peón de d2 y capturó la torre de d6.

# Los Try-it de la página genérica, hechos a partir del archivo de la variante (uno por pieza).
tryit-task-generic = Mueve la pieza { $piece } a { $square }.
tryit-done-generic = La pieza { $piece } llegó a { $square }: lo más lejos que va desde aquí.
rules-generic-goal = El rey que llega a una de estas casillas gana en el acto: { $squares }. Están marcadas en el tablero.
rules-generic-goal-pieces = Una pieza de estas clases ({ $pieces }) que llega a una de estas casillas gana en el acto: { $squares }. Están marcadas en el tablero.
rules-generic-goal-hold = Una pieza de estas clases ({ $pieces }) que llega a una de estas casillas y sigue allí cuando a su bando le vuelve a tocar jugar gana: { $squares }. El rival tiene una jugada para capturarla. Las casillas están marcadas en el tablero.
rules-generic-goal-safe = Una pieza de estas clases ({ $pieces }) que está en una de estas casillas gana mientras ninguna pieza rival la ataque allí: { $squares }. Si se la puede capturar en el acto, todavía no ha ganado, pero gana en cuanto nada la ataque, tras la jugada de cualquiera de los dos bandos. Si los dos bandos tienen una pieza así allí, la partida es tablas. Las casillas están marcadas en el tablero.
rules-generic-goal-sides = Cada bando tiene sus propias casillas meta: las de las blancas son { $white }; las de las negras, { $black }.
rules-generic-checks = El bando que da jaque { $count } veces gana en el acto. La página de la partida cuenta los jaques que le quedan a cada bando.

# A game with drops (its file's [drops] table): the generic page's "Playing" says how hands work.
rules-generic-drops = En lugar de mover, un jugador puede colocar una pieza de su mano en cualquier casilla vacía. Las manos se muestran encima y debajo del tablero, cada pieza con su número.
rules-generic-drops-captures = Una pieza capturada pasa a la mano del jugador que la capturó y cambia de color.
rules-generic-drops-no-captures = Las piezas capturadas salen del juego como en el ajedrez: solo se pueden colocar las piezas que están en la mano al empezar.
rules-generic-drops-demote = Una pieza promocionada que es capturada pasa a la mano como peón.
rules-generic-drops-keep-promoted = Una pieza promocionada que es capturada pasa a la mano como la pieza en la que se convirtió.
rules-generic-drops-pawns = Los peones nunca se colocan en las filas donde promocionarían, ni en su propia primera fila.
rules-generic-drops-pawns-first-rank = Los peones nunca se colocan en las filas donde promocionarían, pero sí pueden colocarse en su propia primera fila.
rules-generic-drops-start = Al empezar, las manos ya tienen piezas:

# A game whose pieces promote shogi-style (promotes_to in its file), its stranded pieces and its
# drop rules: the generic page's "Playing".
rules-generic-no-royal = Ninguna pieza es real: no hay jaque ni jaque mate, y cualquier pieza, el rey también, puede ser capturada. La partida termina cuando un bando no tiene ninguna jugada legal.
rules-generic-no-royal-loses = Ninguna pieza es real: no hay jaque ni jaque mate, y cualquier pieza, el rey también, puede ser capturada. Gana el bando que no tiene ninguna jugada legal, porque ha perdido todas sus piezas o está bloqueado.
rules-generic-must-capture = Capturar es obligatorio: cuando puedes capturar, debes hacerlo, pero eliges qué captura.
rules-generic-no-checks = Ninguna jugada puede dar jaque: no se permite una jugada que ataque al rey rival, sea cual sea la pieza que la haga. Nadie está nunca en jaque, así que tampoco hay jaque mate.
rules-generic-goal-reply = Las blancas juegan primero, así que su rey no gana en el acto al llegar a una casilla meta: las negras tienen una jugada más. Si con ella su rey llega también a una casilla meta, la partida es tablas; si no, ganan las blancas. Si el rey negro llega primero, gana en el acto.
rules-generic-checkmate-wins = Recibir jaque mate gana: el jugador que recibe jaque mate ha ganado la partida, así que ningún bando quiere dar mate.
rules-generic-castling-free = El rey no es real, así que puede enrocar desde casillas atacadas por el rival, a través de ellas y hacia ellas.
# Chess960 ([castling] chess960): the shuffled first rank and castling from wherever the king and
# rook stand; $squares is rules-generic-castling-chess960-squares, each side's squares.
rules-generic-castling-chess960 = { $count ->
    [0] Cada partida nueva empieza con la primera fila barajada: sus piezas se colocan en un orden al azar, con la pieza { $king } en algún lugar entre las piezas { $rook } con las que enroca. Las piezas de las negras son el reflejo de las de las blancas, y la posición inicial que se muestra arriba es solo una de las disposiciones posibles. El enroque lleva la pieza { $king } y la pieza { $rook } a las mismas casillas que desde esa posición, estén donde estén: { $squares } (las negras, en la fila { $rank }). Para enrocar, mueve la pieza { $king } sobre su propia pieza { $rook }; vale también cuando la pieza { $king } ya está en su casilla de enroque o junto a la pieza { $rook }. Las demás condiciones son las del ajedrez, y el enroque se sigue escribiendo O-O u O-O-O.
   *[other] Cada partida nueva empieza con la primera fila barajada: sus piezas se colocan en un orden al azar, con la pieza { $king } en algún lugar entre las piezas { $rook } con las que enroca, y las piezas { $bound } en casillas de los dos colores. Las piezas de las negras son el reflejo de las de las blancas, y la posición inicial que se muestra arriba es solo una de las disposiciones posibles. El enroque lleva la pieza { $king } y la pieza { $rook } a las mismas casillas que desde esa posición, estén donde estén: { $squares } (las negras, en la fila { $rank }). Para enrocar, mueve la pieza { $king } sobre su propia pieza { $rook }; vale también cuando la pieza { $king } ya está en su casilla de enroque o junto a la pieza { $rook }. Las demás condiciones son las del ajedrez, y el enroque se sigue escribiendo O-O u O-O-O.
  }
rules-generic-castling-chess960-squares = { $sides ->
    [both] O-O lleva la pieza { $king } a { $kingshort } y la pieza { $rook } a { $rookshort }; O-O-O lleva la pieza { $king } a { $kinglong } y la pieza { $rook } a { $rooklong }
    [short] O-O lleva la pieza { $king } a { $kingshort } y la pieza { $rook } a { $rookshort }
   *[long] O-O-O lleva la pieza { $king } a { $kinglong } y la pieza { $rook } a { $rooklong }
  }
rules-generic-extinction-kinds = { $result ->
    [win] { $count ->
        [0] El bando que se queda sin ninguna pieza de una de estas clases ha ganado: { $pieces }.
       *[other] El bando que se queda con { $count } piezas o menos de una de estas clases ha ganado: { $pieces }.
    }
    [draw] { $count ->
        [0] Cuando a un bando no le queda ninguna pieza de una de estas clases, la partida es tablas: { $pieces }.
       *[other] Cuando a un bando le quedan { $count } piezas o menos de una de estas clases, la partida es tablas: { $pieces }.
    }
   *[loss] { $count ->
        [0] El bando que se queda sin ninguna pieza de una de estas clases ha perdido: { $pieces }.
       *[other] El bando que se queda con { $count } piezas o menos de una de estas clases ha perdido: { $pieces }.
    }
  }
rules-generic-extinction-all = { $result ->
    [win] { $count ->
        [0] El bando que se queda sin ninguna pieza ha ganado.
       *[other] El bando que se queda con { $count } piezas o menos en total ha ganado.
    }
    [draw] { $count ->
        [0] Cuando a un bando no le queda ninguna pieza, la partida es tablas.
       *[other] Cuando a un bando le quedan { $count } piezas o menos en total, la partida es tablas.
    }
   *[loss] { $count ->
        [0] El bando que se queda sin ninguna pieza ha perdido.
       *[other] El bando que se queda con { $count } piezas o menos en total ha perdido.
    }
  }
rules-generic-extinction-opponent = Esto solo cuenta mientras el rival tenga al menos { $min }.
rules-generic-extinction-reply = El bando que queda así aún puede responder con una jugada si el rival no tiene más de { $min }: si esa jugada deja al rival igual de bajo, la partida sigue.
rules-generic-extinction-bare = Un bando al que solo le queda la pieza { $royal }: la partida es tablas.
rules-generic-mate-not-alone = { $count ->
    [one] Un jaque mate dado solo por la pieza { $pieces }, sin que ninguna otra pieza dé jaque, pierde para el bando que lo da: gana el jugador que lo recibe.
   *[other] Un jaque mate dado solo por piezas de estas clases ({ $pieces }), sin que ninguna otra pieza dé jaque, pierde para el bando que lo da: gana el jugador que lo recibe.
  }
rules-generic-mate-run-needs = { $count ->
    [one] Un jaque mate solo cuenta si la serie ininterrumpida de jaques que termina en él incluyó un jaque de la pieza { $pieces }; si no, la partida es tablas. La serie son los jaques que el bando que da mate dio en sus jugadas seguidas, hasta el mate.
   *[other] Un jaque mate solo cuenta si la serie ininterrumpida de jaques que termina en él incluyó un jaque de una de estas piezas: { $pieces }; si no, la partida es tablas. La serie son los jaques que el bando que da mate dio en sus jugadas seguidas, hasta el mate.
  }
rules-generic-promotes = { $zone ->
    [0] Algunas piezas promocionan. Una pieza que entra en la zona de promoción (las casillas indicadas arriba), se mueve dentro de ella o sale de ella puede promocionar al terminar esa jugada: se convierte en su forma promocionada, dibujada en rojo con una marca +. Promocionar es opcional: cuando las dos jugadas son posibles, el tablero te pregunta si quieres hacerlo.
    [one] Algunas piezas promocionan. Una pieza que entra en la zona de promoción (la última fila, vista desde el lado de su dueño), se mueve dentro de ella o sale de ella puede promocionar al terminar esa jugada: se convierte en su forma promocionada, dibujada en rojo con una marca +. Promocionar es opcional: cuando las dos jugadas son posibles, el tablero te pregunta si quieres hacerlo.
   *[other] Algunas piezas promocionan. Una pieza que entra en la zona de promoción (las últimas { $zone } filas, vistas desde el lado de su dueño), se mueve dentro de ella o sale de ella puede promocionar al terminar esa jugada: se convierte en su forma promocionada, dibujada en rojo con una marca +. Promocionar es opcional: cuando las dos jugadas son posibles, el tablero te pregunta si quieres hacerlo.
  }
rules-generic-promotes-mandatory = { $zone ->
    [0] Algunas piezas promocionan, y están obligadas a hacerlo. Una pieza que entra en la zona de promoción (las casillas indicadas arriba), se mueve dentro de ella o sale de ella promociona al terminar esa jugada: se convierte en su forma promocionada, dibujada en rojo con una marca +. Promocionar no es opcional: el tablero juega la promoción sin preguntar.
    [one] Algunas piezas promocionan, y están obligadas a hacerlo. Una pieza que entra en la zona de promoción (la última fila, vista desde el lado de su dueño), se mueve dentro de ella o sale de ella promociona al terminar esa jugada: se convierte en su forma promocionada, dibujada en rojo con una marca +. Promocionar no es opcional: el tablero juega la promoción sin preguntar.
   *[other] Algunas piezas promocionan, y están obligadas a hacerlo. Una pieza que entra en la zona de promoción (las últimas { $zone } filas, vistas desde el lado de su dueño), se mueve dentro de ella o sale de ella promociona al terminar esa jugada: se convierte en su forma promocionada, dibujada en rojo con una marca +. Promocionar no es opcional: el tablero juega la promoción sin preguntar.
  }
rules-generic-promotes-pair = { $piece } se convierte en { $promoted }
rules-generic-stranded = Ninguna pieza puede moverse ni colocarse en una casilla desde la que nunca podría volver a moverse, como la última fila para una pieza que solo avanza.
rules-generic-region = La pieza { $piece } no sale de una región del tablero: solo se mueve y captura en { $white } (las blancas) o { $black } (las negras).
rules-generic-zone-moves = { $ranks ->
    [one] En la última fila, vista desde el lado de su dueño, la pieza { $piece } se mueve de otra forma ({ $betza }):
   *[other] En las últimas { $ranks } filas, vistas desde el lado de su dueño, la pieza { $piece } se mueve de otra forma ({ $betza }):
  }
rules-generic-kings-may-not-face = Los dos reyes nunca pueden quedar frente a frente en una columna sin nada entre ellos: no se permite una jugada que los deje así, de modo que una pieza que está sola entre ellos no puede salir de su columna.
# [rules] perpetual_check_loses: $times is the file's repetition count (the time a position
# occurs that ends the game by repetition).
rules-generic-perpetual-check = El jaque perpetuo pierde. La partida termina por repetición cuando la misma posición se da por { $times ->
    [2] segunda
    [3] tercera
    [4] cuarta
    [5] quinta
   *[other] { $times }.ª
  } vez; si un bando dio jaque con cada una de sus jugadas desde la primera vez que se dio esa posición, ese bando pierde. Si lo hicieron los dos bandos, o ninguno, la partida es tablas como de costumbre.
rules-generic-explosion = Toda captura es una explosión: la pieza que captura, la pieza capturada y todas las piezas de las ocho casillas que rodean esa casilla salen del tablero. Una jugada nunca puede hacer volar a tu propio rey, así que un rey nunca captura; una jugada que hace volar al otro rey gana en el acto, incluso estando en jaque. Dos reyes uno al lado del otro no se dan jaque.
rules-generic-explosion-spares = Una explosión respeta estas piezas en las casillas que la rodean: { $pieces }.
rules-generic-explosion-no-royal = Toda captura es una explosión: la pieza que captura, la pieza capturada y todas las piezas de las ocho casillas que rodean esa casilla salen del tablero.
rules-generic-explosion-immune = { $count ->
    [one] Ninguna explosión saca del tablero la pieza { $pieces }: se queda en su sitio cuando una captura explota a su lado, y cuando captura ella misma, se queda en la casilla donde capturó.
   *[other] Ninguna explosión saca del tablero las piezas de estas clases ({ $pieces }): se quedan en su sitio cuando una captura explota a su lado, y la que captura ella misma se queda en la casilla donde capturó.
  }
rules-generic-mutually-immune = { $count ->
    [one] Una pieza { $pieces } nunca puede capturar una pieza { $pieces } rival.
   *[other] Una pieza de estas clases ({ $pieces }) nunca puede capturar una pieza rival de su misma clase.
  }
rules-generic-royal-optional = { $side ->
    [white] { $win ->
        [checkmate] Las blancas juegan sin la pieza { $royal }: nunca están en jaque ni pueden recibir jaque mate; solo las negras pueden.
       *[other] Las blancas juegan sin la pieza { $royal }: solo se puede capturar la pieza { $royal } de las negras.
    }
    [black] { $win ->
        [checkmate] Las negras juegan sin la pieza { $royal }: nunca están en jaque ni pueden recibir jaque mate; solo las blancas pueden.
       *[other] Las negras juegan sin la pieza { $royal }: solo se puede capturar la pieza { $royal } de las blancas.
    }
   *[other] { $win ->
        [checkmate] Un bando puede jugar sin la pieza { $royal }: el bando que no la tiene nunca está en jaque ni puede recibir jaque mate.
       *[other] Un bando puede jugar sin la pieza { $royal }: el bando que no la tiene no puede perderla.
    }
  }
rules-generic-pseudo-royal = { $promotes ->
    [yes] Cada pieza { $piece } cuenta como la pieza { $royal }: ninguna jugada puede dejar una de ellas atacada, un ataque a una de ellas es jaque, y el jugador que no puede salvar a la vez la pieza { $royal } y todas las piezas { $piece } recibe jaque mate. Una pieza { $pawn } que promociona a { $piece } pasa a ser una más.
   *[other] Cada pieza { $piece } cuenta como la pieza { $royal }: ninguna jugada puede dejar una de ellas atacada, un ataque a una de ellas es jaque, y el jugador que no puede salvar a la vez la pieza { $royal } y todas las piezas { $piece } recibe jaque mate.
  }
rules-generic-pseudo-royal-each = { $count ->
    [one] Ninguna pieza es real, pero cada pieza { $pieces } cuenta como un rey: ninguna jugada puede dejar una de ellas atacada, un ataque a una de ellas es jaque, y el jugador que no puede salvar a la vez todas las piezas { $pieces } recibe jaque mate.
   *[other] Ninguna pieza es real, pero cada pieza de estas clases ({ $pieces }) cuenta como un rey: ninguna jugada puede dejar una de ellas atacada, un ataque a una de ellas es jaque, y el jugador que no puede salvarlas todas a la vez recibe jaque mate.
  }
rules-generic-pseudo-royal-all = { $count ->
    [one] No hay pieza real: la pieza { $pieces } ocupa su lugar, y un bando puede tener más de una. Un bando solo está en jaque cuando todas sus piezas { $pieces } están atacadas a la vez, y ninguna jugada puede dejarlas todas atacadas; así, un bando con dos puede dejar una atacada, e incluso perderla. La última pieza { $pieces } de un bando cuenta como el rey en el ajedrez. El jugador en jaque que no puede salir de él recibe jaque mate.
   *[other] No hay pieza real: las piezas de estas clases ({ $pieces }) ocupan su lugar. Un bando solo está en jaque cuando todas las que tiene están atacadas a la vez, y ninguna jugada puede dejarlas todas atacadas; así, un bando con dos o más puede dejar una atacada, e incluso perderla. La última que le queda a un bando cuenta como el rey en el ajedrez. El jugador en jaque que no puede salir de él recibe jaque mate.
  }
rules-generic-pseudo-royal-last = { $count ->
    [one] No hay pieza real: la pieza { $pieces } ocupa su lugar, pero solo cuando es la última de su bando. Mientras un bando tiene dos o más, ninguna está protegida y cualquiera puede ser capturada; la última pieza { $pieces } de un bando nunca puede quedar atacada, un ataque a ella es jaque, y el jugador que no puede salvarla recibe jaque mate.
   *[other] No hay pieza real: las piezas de estas clases ({ $pieces }) ocupan su lugar, pero solo la última que le queda a un bando. Mientras un bando tiene dos o más de ellas, ninguna está protegida y cualquiera puede ser capturada; la última de un bando nunca puede quedar atacada, un ataque a ella es jaque, y el jugador que no puede salvarla recibe jaque mate.
  }
rules-generic-pseudo-royal-promotes = { $check ->
    [last] Una pieza { $pawn } que promociona a { $piece } le da a su bando una más; la pieza que era la última del bando debe seguir sin estar atacada después de esa jugada.
   *[other] Una pieza { $pawn } que promociona a { $piece } le da a su bando una más.
  }
rules-generic-initial-ranks = { $count ->
    [one] Para la pieza { $piece }, «{ $initial }», más arriba, significa desde la fila { $ranks }, contada desde su propio lado: solo allí puede hacer esas jugadas.
   *[other] Para la pieza { $piece }, «{ $initial }», más arriba, significa desde las filas { $ranks }, contadas desde su propio lado: solo allí puede hacer esas jugadas.
  }

# Cambodian chess's first moves (a piece's first_move_right), the rook that takes the king's first move
# away (royal_right_lost_to), Makpong's king frozen in check and Makruk's counting rules
# ([rules.counting]): the generic page's "Playing". A counting limit: pieces, then moves.
rules-generic-first-move-right = { $royal ->
    [yes] La pieza { $piece } tiene una primera jugada propia: mientras no se haya movido nunca, y no estando en jaque, puede hacer además las jugadas de abajo. En cuanto se mueve, pierde ese derecho para siempre; en sus jugadas de más arriba, «{ $initial }» significa esto.
   *[other] La pieza { $piece } tiene una primera jugada propia: mientras no se haya movido nunca, puede hacer además las jugadas de abajo. En cuanto se mueve, pierde ese derecho para siempre; en sus jugadas de más arriba, «{ $initial }» significa esto.
  }
rules-generic-first-move-right-fen = Un FEN guarda estos derechos en su campo de enroque: la columna de cada pieza que aún tiene su derecho, en mayúscula para las piezas de las blancas y en minúscula para las de las negras ({ $rights } al empezar).
rules-generic-royal-right-lost = { $count ->
    [one] La pieza { $royal } también pierde su primera jugada cuando una pieza { $pieces } rival termina una jugada en su fila o en su columna, haya o no otras piezas entre ellas.
   *[other] La pieza { $royal } también pierde su primera jugada cuando una pieza rival de estas clases ({ $pieces }) termina una jugada en su fila o en su columna, haya o no otras piezas entre ellas.
  }
rules-generic-check-freezes-king = La pieza { $royal } en jaque no puede apartarse: hay que tapar el jaque o capturar la pieza que lo da. La propia pieza { $royal } puede capturar la pieza que da jaque, pero solo cuando ninguna otra pieza da jaque a la vez.
rules-generic-counting-makruk = Las reglas de conteo del Makruk hacen tablas una partida que el bando más fuerte no gana a tiempo. En cuanto no queda ningún peón en el tablero empieza una cuenta, y el bando más fuerte debe dar jaque mate en 64 jugadas (el honor del tablero). En cuanto al bando más débil solo le queda la pieza { $royal }, la cuenta vuelve a empezar desde el número de piezas que hay entonces en el tablero (el honor de las piezas), y su límite lo fija lo primero de esta lista que tenga el bando más fuerte (piezas: jugadas): { $limits }; sin nada de ello, 64.
rules-generic-counting-cambodian = Las reglas de conteo camboyanas hacen tablas una partida que el bando más fuerte no gana a tiempo. En cuanto al bando más débil le quedan tres piezas o menos, contando la pieza { $royal } y los peones, empieza una cuenta, y el bando más fuerte debe dar jaque mate en 63 jugadas (el honor del tablero). En cuanto al bando más débil solo le queda la pieza { $royal } y no queda ningún peón en el tablero, la cuenta vuelve a empezar desde el número de piezas que hay entonces en el tablero (el honor de las piezas), y su límite lo fija lo primero de esta lista que tenga el bando más fuerte (piezas: jugadas): { $limits }; sin nada de ello, 63.
rules-generic-counting-asean = Las reglas de conteo del ajedrez ASEAN hacen tablas una partida que el bando más fuerte no gana a tiempo. Solo empieza una cuenta cuando al bando más débil solo le queda la pieza { $royal } y no queda ningún peón en el tablero; empieza desde cero, y el bando más fuerte debe dar jaque mate dentro del límite que fija lo primero de esta lista que tenga (piezas: jugadas): { $limits }.
rules-generic-counting-limit = { $count ->
    [one] { $piece }: { $moves }
   *[other] { $piece } ×{ $count }: { $moves }
  }
rules-generic-counting-end = La cuenta empieza sola: nadie tiene que pedirla. Cuando pasa de su límite, la partida termina en tablas en el acto, salvo que esa jugada dé jaque mate. Durante la partida la cuenta se muestra junto al estado, en jugadas; un FEN escribe una cuenta en curso en lugar de la casilla de captura al paso (su límite, en medias jugadas) y del contador de medias jugadas (las medias jugadas contadas hasta ahora).
rules-generic-en-passant-ranks = Un avance doble solo se puede capturar al paso cuando cruza la fila { $ranks }, contada desde el lado del peón que lo hizo; si cruza cualquier otra fila, no.
rules-generic-promotes-forced = Por eso, una pieza que llega a una casilla así debe promocionar allí: solo se ofrece la jugada que promociona.
rules-generic-promotes-notation = Una jugada que promociona se escribe con la letra de la nueva pieza, como Sc5=E, o en la forma del motor con un +, como c4c5+.
rules-generic-drops-unpromote = Una pieza promocionada que es capturada pasa a la mano como la pieza que era antes de promocionar.
rules-generic-drops-one-per-file = Una pieza de estos tipos nunca se coloca en una columna donde su bando ya tiene una sin promocionar: { $pieces }.
rules-generic-drops-per-file = Una pieza de estos tipos nunca se coloca en una columna donde su bando ya tiene { $count } sin promocionar: { $pieces }.
rules-generic-drops-mate-loses = Dar jaque mate colocando una de estas piezas pierde en lugar de ganar: { $pieces }. Gana el jugador que recibe el mate.
# Pieces that turn over (Kyoto and Micro shogi): a promoted piece that turns back, promotion only
# by capturing, and pieces of the hand dropped either side up.
rules-generic-promotes-demotes = { $mandatory ->
    [yes] Una pieza promocionada vuelve a ser la pieza de la que vino en las jugadas que podrían promocionarla, y está obligada a hacerlo: cada una de esas jugadas le da la vuelta otra vez.
   *[no] Una pieza promocionada puede volver a ser la pieza de la que vino en las jugadas que podrían promocionarla. Cuando las dos jugadas son posibles, el tablero te pregunta si quieres hacerlo.
  }
rules-generic-promotes-by-capture = { $demotes ->
    [yes] Las piezas promocionan, y vuelven atrás, solo al capturar: una jugada que no captura nada deja la pieza como está.
   *[no] Las piezas promocionan solo al capturar: una jugada que no captura nada nunca promociona una pieza.
  }
rules-generic-demotes-notation = Una jugada que devuelve una pieza a su forma anterior se escribe con la letra de la pieza en la que se convierte, como Rb4=P, o en la forma del motor con un -, como b2b4-.
rules-generic-drops-promoted = Una pieza en mano que promociona puede colocarse por cualquiera de sus caras: como ella misma o en su forma promocionada. Cuando las dos son posibles, el tablero te pregunta cuál; colocar la forma promocionada se escribe con un + antes de la letra, como +P@c3.

# A setup by drops (Placement chess): drops that must be made (said instead of
# rules-generic-drops; whether the start's hand holds the royal piece chosen at run time), the
# drop squares, kinds dropped on squares of both colours, and castling rights given by drops.
rules-generic-drops-must = { $held ->
    [yes] Cada jugador tiene piezas en mano, que se muestran encima y debajo del tablero, cada pieza con su número. Mientras un jugador tenga piezas en mano, cada jugada suya debe ser colocar una de ellas en una casilla vacía, también para tapar un jaque. Solo cuando no puede colocar ninguna mueve una pieza del tablero. La pieza { $royal } también empieza en la mano: hasta que se coloca, su bando no puede estar en jaque.
   *[no] Cada jugador tiene piezas en mano, que se muestran encima y debajo del tablero, cada pieza con su número. Mientras un jugador tenga piezas en mano, cada jugada suya debe ser colocar una de ellas en una casilla vacía, también para tapar un jaque. Solo cuando no puede colocar ninguna mueve una pieza del tablero.
  }
rules-generic-drops-squares = Las piezas solo se colocan en estas casillas: las de las blancas en { $white }; las de las negras en { $black }. Los límites propios de cada pieza, como las filas donde nunca se colocan peones, se siguen aplicando.
rules-generic-drops-opposite-colours = Un bando coloca sus piezas de estos tipos en casillas de los dos colores: { $pieces }. Así, una de ellas nunca se coloca en un color donde su bando ya tiene la mitad, y ninguna otra colocación puede ocupar una casilla que todavía necesitan.
rules-generic-drops-first-rank-only = Las piezas de estos tipos solo se colocan en la primera fila de su bando (la { $white } para las blancas, la { $black } para las negras): { $pieces }.
rules-generic-castling-by-drops = Los derechos de enroque los dan las colocaciones: la pieza { $king } colocada en su casilla ({ $white }; las negras: { $black }) puede enrocar con la pieza { $rook } que esté en una casilla de enroque de su bando ({ $rooks }; las negras: { $blackrooks }), y la pieza { $rook } colocada en una de esas casillas da ese derecho cuando la pieza { $king } ya está en su casilla. Una vez dados, los derechos se pierden como en el ajedrez, y un FEN los guarda en su campo de enroque.

# A pawn's promotion beyond the chess pawn's (Legan, Troitzky, Grand chess), and Pawnback's pawn
# moves that do not restart the move rule's count.
rules-generic-promotion-squares = La zona de promoción no son filas enteras sino estas casillas: las de las blancas son { $white }; las de las negras, { $black }.
rules-generic-promotion-optional = { $zone ->
    [0] Un peón que llega a una casilla de la zona de promoción puede promocionar o seguir siendo peón. Solo debe promocionar donde no podría seguir avanzando como peón.
    [one] Un peón que llega a la zona de promoción (la última fila, vista desde su lado) puede promocionar o seguir siendo peón. Solo debe promocionar donde no podría seguir avanzando como peón.
   *[other] Un peón que llega a la zona de promoción (las últimas { $zone } filas, vistas desde su lado) puede promocionar o seguir siendo peón. Solo debe promocionar donde no podría seguir avanzando como peón, como en la última fila.
  }
rules-generic-promotion-limits = Un peón solo puede convertirse en una pieza de la que su bando tenga en el tablero menos que el número indicado: { $limits }. Un peón que no podría convertirse en ninguna de ellas no puede ir adonde tendría que promocionar.
rules-generic-promotion-limit = { $piece } ({ $count })
# A pawn that promotes instead of moving (Sittuyin): where, into what and when not, the limits,
# the side left with its royal piece and one pawn, and how the board and the notation play it.
rules-generic-promotion-in-place = { $zone ->
    [0] Un peón no promociona al mover: el que llega a una casilla de la zona de promoción sigue siendo peón. En su lugar, un peón que está en una casilla de la zona, o el último peón de un bando esté donde esté, puede usar su jugada para promocionar a { $pieces }, ya sea donde está o en una casilla vacía a la que la nueva pieza podría moverse desde allí. Esa promoción solo se permite si la nueva pieza no ataca ninguna pieza enemiga desde su casilla y la jugada no da jaque.
    [one] Un peón no promociona al mover: el que llega a la zona de promoción (la última fila, vista desde su lado) sigue siendo peón. En su lugar, un peón que está en la zona, o el último peón de un bando esté donde esté, puede usar su jugada para promocionar a { $pieces }, ya sea donde está o en una casilla vacía a la que la nueva pieza podría moverse desde allí. Esa promoción solo se permite si la nueva pieza no ataca ninguna pieza enemiga desde su casilla y la jugada no da jaque.
   *[other] Un peón no promociona al mover: el que llega a la zona de promoción (las últimas { $zone } filas, vistas desde su lado) sigue siendo peón. En su lugar, un peón que está en la zona, o el último peón de un bando esté donde esté, puede usar su jugada para promocionar a { $pieces }, ya sea donde está o en una casilla vacía a la que la nueva pieza podría moverse desde allí. Esa promoción solo se permite si la nueva pieza no ataca ninguna pieza enemiga desde su casilla y la jugada no da jaque.
  }
rules-generic-promotion-in-place-limits = Un peón solo puede promocionar a una de esas piezas mientras su bando tenga en el tablero menos que el número indicado: { $limits }.
rules-generic-promotion-in-place-stalemate = Un bando que se queda solo con su pieza { $royal } y una pieza { $pawn }, sin estar en jaque, y cuyas únicas jugadas son esas promociones, queda ahogado: el peón no está obligado a promocionar, y la partida es tablas.
rules-generic-promotion-in-place-how = En el tablero, selecciona el peón y vuelve a pulsarlo, o arrástralo y suéltalo de nuevo en su propia casilla, para elegir en qué se convierte allí; arrástralo a otra casilla para promocionarlo allí. Esa jugada se escribe con la casilla donde queda la nueva pieza, como { $san }, o en la forma del motor con las dos casillas, como { $uci } para una promoción donde está el peón.
rules-generic-pawn-moves-no-restart = Una jugada de peón que no captura nada no reinicia la cuenta de la regla de las { $moves } jugadas: solo la reinicia una captura.

# Gating (S-chess, `[drops] gating`): a piece of the hand may come in where a first-rank piece
# first moves from (whether the game castles chosen at run time), how the board and the notation
# play it; with `plain_drops = false` the hand's pieces never drop anywhere else (said instead of
# rules-generic-drops), and captured pieces leaving the game is said without "dropped".
rules-generic-drops-gating = { $castling ->
    [yes] Entrada desde la mano: cuando una pieza de la primera fila sale de su casilla por primera vez, su jugador puede meter una pieza de su mano en la casilla que acaba de dejar, en la misma jugada. Al enrocar, la pieza puede entrar en la casilla del rey o en la de la torre. Cuando una pieza de la primera fila ya se ha movido o ha sido capturada, por su casilla ya no entra ninguna pieza.
   *[no] Entrada desde la mano: cuando una pieza de la primera fila sale de su casilla por primera vez, su jugador puede meter una pieza de su mano en la casilla que acaba de dejar, en la misma jugada. Cuando una pieza de la primera fila ya se ha movido o ha sido capturada, por su casilla ya no entra ninguna pieza.
  }
rules-generic-drops-gating-only = Las piezas en mano nunca se colocan en otro sitio: esta es su única forma de entrar en el tablero. Las manos se muestran encima y debajo del tablero, cada pieza con su número.
rules-generic-drops-no-captures-gating = Las piezas capturadas salen del juego como en el ajedrez: solo pueden entrar las piezas que están en la mano al empezar.
rules-generic-drops-gating-how = { $castling ->
    [yes] En el tablero, haz la jugada como siempre y elige después la pieza que entra, o ninguna. Esa jugada se escribe como siempre, seguida de una barra y la letra de la pieza que entró (/{ $letter } para la pieza { $piece }); el enroque escribe también la casilla: { $castle }/{ $letter }{ $king } en la casilla del rey, { $castle }/{ $letter }{ $rook } en la de la torre.
   *[no] En el tablero, haz la jugada como siempre y elige después la pieza que entra, o ninguna. Esa jugada se escribe como siempre, seguida de una barra y la letra de la pieza que entró (/{ $letter } para la pieza { $piece }).
  }

# Janggi's palaces and passing (docs/variants.md): the board's diagonal lines ($squares: the
# squares they join, as the board labels them), a piece's moves along them ($betza, listed in
# words after), the pieces a hopper may neither hop over nor capture ($pieces: their names, "X or
# Y"), passing and the bikjang ($points: yes when the game is decided on points), and the points
# ($values: "Chariot 13, Cannon 7"; $bonus: Black's points on top, 0 for none).
rules-generic-diagonal-lines = El tablero tiene líneas diagonales, dibujadas en él, que unen { $squares }. Algunas piezas también se mueven a lo largo de ellas: de una casilla de las líneas a otra, pasando solo por casillas de las líneas.
rules-generic-line-moves = A lo largo de las líneas diagonales, la pieza { $piece } también se mueve ({ $betza }):
rules-generic-no-hop-over = La pieza { $piece } no puede saltar por encima de ninguna pieza { $pieces } ni capturarla.
rules-generic-pass = En lugar de mover, un bando que no está en jaque puede pasar, con el botón Pasar bajo el tablero. Cuando los dos bandos pasan uno tras otro, la partida termina { $points ->
    [yes] y se decide por puntos.
   *[no] en tablas.
  }
rules-generic-bikjang = Los dos reyes pueden quedar frente a frente en una columna sin nada entre ellos (bikjang). El bando al que le toca jugar con los reyes así debe deshacerlo con su jugada, o pasar, aunque esté en jaque; ese pase termina la partida { $points ->
    [yes] y se decide por puntos.
   *[no] en tablas.
  }
rules-generic-points = { $bonus ->
    [0] Una partida que terminaría en tablas por repetición, por la regla de las jugadas, por dos pases seguidos o por un bikjang se decide en cambio por puntos: cada bando suma los puntos de sus piezas en el tablero ({ $values }), y gana el que tiene más. Con los mismos puntos, es tablas.
   *[other] Una partida que terminaría en tablas por repetición, por la regla de las jugadas, por dos pases seguidos o por un bikjang se decide en cambio por puntos: cada bando suma los puntos de sus piezas en el tablero ({ $values }), las negras añaden { $bonus } más, y gana el que tiene más. Con los mismos puntos, es tablas.
  }
