# Páginas de regras do Turnpan — português do Brasil (pt-BR). Escritas para jogadores a partir das
# especificações (docs/rules/*.md). Mesmos identificadores que rules/en.ftl.
# Linha em branco = parágrafo, "- " = lista, `code` = código.

## Xadrez

rules-chess-title = Como se joga xadrez
rules-chess-intro = O xadrez é jogado por dois jogadores, Brancas e Pretas, num tabuleiro de 64 casas. As Brancas começam e depois os jogadores se alternam, um lance cada; ninguém pode passar a vez. O objetivo é dar xeque-mate no rei adversário.

rules-chess-board-title = O tabuleiro e a posição inicial
rules-chess-board =
    O tabuleiro tem 8 colunas, nomeadas de `a` a `h` a partir da esquerda das Brancas, e 8 fileiras, numeradas de `1` a `8` a partir do lado das Brancas. Cada jogador tem uma casa clara no canto à sua direita.

    Cada lado começa com 16 peças: um rei, uma dama, duas torres, dois bispos, dois cavalos e oito peões. As peças brancas ficam nas fileiras 1 e 2, as pretas nas fileiras 7 e 8. As damas ficam na coluna d, numa casa da sua cor; os reis ficam ao lado delas, na coluna e.

rules-chess-pieces-title = Como as peças se movem
rules-chess-pieces =
    - O rei anda uma casa em qualquer direção.
    - A dama anda quantas casas quiser por uma fileira, uma coluna ou uma diagonal.
    - A torre anda quantas casas quiser por uma fileira ou uma coluna.
    - O bispo anda quantas casas quiser por uma diagonal, por isso fica sempre em casas da mesma cor.
    - O cavalo salta em forma de L: duas casas numa direção e uma para o lado. É a única peça que pula por cima de outras.
    - O peão avança uma casa reto para a frente, para uma casa vazia. Da sua casa inicial pode, em vez disso, avançar duas casas se as duas estiverem vazias. Ele captura uma casa na diagonal para a frente.

    Com exceção do cavalo, nenhuma peça pode passar por cima de outra. Nenhuma peça pode ir para uma casa ocupada por uma peça do próprio lado. Os diagramas mostram cada peça numa casa central de um tabuleiro vazio e para onde ela pode ir.

rules-chess-capturing-title = Capturar
rules-chess-capturing =
    Uma peça captura indo para uma casa ocupada por uma peça adversária, que sai do tabuleiro. Cada peça captura do mesmo jeito que se move, menos o peão, que captura na diagonal para a frente e nunca reto.

    Capturar nunca é obrigatório. O rei não pode ser capturado: as regras do xeque cuidam disso.

rules-chess-check-title = Xeque e xeque-mate
rules-chess-check =
    Um rei atacado por uma peça adversária está em xeque. Você nunca pode fazer um lance que deixe ou coloque o seu próprio rei em xeque. Quando estiver em xeque, você precisa sair dele imediatamente: mova o rei, coloque uma peça entre o rei e o atacante, ou capture o atacante.

    Se você estiver em xeque e nenhum lance acabar com ele, é xeque-mate e você perde a partida. O Turnpan só oferece lances legais, então você não tem como fazer um lance ilegal sem querer.

rules-chess-castling-title = O roque
rules-chess-castling =
    Uma vez por partida cada lado pode fazer o roque: o rei anda duas casas na direção de uma das suas torres, e essa torre pula para a casa que o rei acabou de atravessar. O roque pequeno (do lado do rei) se escreve `O-O`, o roque grande (do lado da dama) `O-O-O`.

    Você só pode fazer o roque se nem o rei nem essa torre tiverem se movido, todas as casas entre eles estiverem vazias, o seu rei não estiver em xeque, e o rei não atravessar nem parar numa casa atacada pelo adversário.

    No Turnpan há duas maneiras de fazer o roque: mover o rei duas casas na direção da torre, ou mover o rei para cima da sua própria torre. As duas fazem o mesmo lance.

rules-chess-en-passant-title = En passant
rules-chess-en-passant =
    Quando um peão faz o seu avanço inicial de duas casas e para bem ao lado de um peão adversário, esse peão adversário pode capturá-lo como se ele tivesse avançado só uma casa: ele vai na diagonal para a casa por onde o peão passou, e o peão que avançou duas casas sai do tabuleiro.

    Essa captura, chamada en passant (“de passagem”), só é permitida no lance imediatamente seguinte. Depois, essa possibilidade se perde.

rules-chess-promotion-title = A promoção
rules-chess-promotion =
    Um peão que chega à última fileira (a 8 para as Brancas, a 1 para as Pretas) é promovido no mesmo lance: ele é substituído por uma dama, uma torre, um bispo ou um cavalo da sua cor, à sua escolha. Você pode ter várias damas.

    No Turnpan, quando o seu peão chega lá, abre-se um seletor sobre a casa da promoção. Escolha a peça; se você fechar o seletor sem escolher, o lance é desfeito e você pode jogar outra coisa.

rules-chess-winning-title = Vencer
rules-chess-winning =
    Você vence a partida quando:
    - dá xeque-mate no rei adversário;
    - o adversário abandona;
    - o tempo do adversário acaba, desde que você ainda tenha material suficiente para dar mate. Se você tiver só o rei, ou o rei com um único cavalo ou um único bispo em posições em que o mate é impossível, a partida termina empatada.

rules-chess-draws-title = Os empates
rules-chess-draws =
    No Turnpan todos os empates são aplicados automaticamente; ninguém precisa reivindicá-los. A partida termina empatada por:
    - afogamento: o jogador da vez não está em xeque, mas não tem nenhum lance legal;
    - material insuficiente: nenhum lado consegue dar mate nunca (por exemplo rei contra rei, rei e cavalo contra rei, rei e bispo contra rei);
    - repetição tripla: a mesma posição aparece pela terceira vez, com o mesmo jogador da vez e as mesmas possibilidades de roque e de en passant;
    - a regra dos 50 lances: cinquenta lances de cada lado sem nenhuma captura nem lance de peão;
    - acordo: um jogador propõe empate e o outro aceita.

    O mate tem prioridade: um lance que dá mate vence mesmo que também complete uma repetição ou o quinquagésimo lance.

rules-chess-clock-title = O relógio
rules-chess-clock =
    As partidas com tempo no Turnpan são jogadas com relógio de xadrez; só corre o tempo do jogador da vez. Você pode escolher, por exemplo, `3+2` (3 minutos para cada um, com acréscimo de 2 segundos por lance) ou `10+0` (10 minutos para cada um, sem acréscimo).

    O primeiro lance de cada jogador não é cronometrado, mas precisa ser feito em 30 segundos, senão a partida é cancelada. O seu relógio fica vermelho quando restam menos de 30 segundos, e também pisca quando restam menos de 10.

rules-chess-notation-title = A notação
rules-chess-notation =
    Os lances são escritos em notação algébrica. Cada casa tem um nome: a sua coluna, uma letra de `a` a `h`, e a sua fileira, um número de `1` a `8`, por exemplo `e4`.
    - As peças são escritas com letras maiúsculas (as inglesas): `K` rei, `Q` dama, `R` torre, `B` bispo, `N` cavalo. Os peões não têm letra: `e4` é um lance de peão, `Nf3` um lance de cavalo.
    - `x` marca uma captura: `Bxe5`; a captura de peão indica a coluna de onde ele veio: `exd5`.
    - `O-O` é o roque pequeno e `O-O-O` o roque grande.
    - `=Q` marca uma promoção, aqui para dama: `e8=Q`.
    - `+` marca xeque e `#` xeque-mate.

    No Turnpan a notação é a mesma em todos os idiomas.

## Turnover

rules-turnover-intro = Turnover é um jogo de xadrez do brasileiro Lúcio José Patrocínio Filho em que as peças são pilhas de anéis e botões. As pilhas se dividem ao se mover, se juntam com pilhas do mesmo lado e podem virar pilhas adversárias para a sua cor. Você vence dando mate em todos os Castelos do adversário.

rules-turnover-board-title = O tabuleiro e a posição inicial
rules-turnover-board =
    O Turnover usa o tabuleiro comum de 8 × 8, com colunas de `a` a `h` e fileiras de `1` a `8`. Cada lado começa com oito Castelos: os brancos na primeira fileira, os pretos na oitava. As Brancas começam e depois os jogadores se alternam; não é permitido passar a vez.

rules-turnover-components-title = Componentes e peças
rules-turnover-components =
    Há três tipos de componentes: um anel externo grande, um anel interno menor e um botão. Cada um tem uma face branca e uma preta, então pode ser virado para mudar de cor. Cada casa tem no máximo uma pilha de uma só cor, com no máximo um componente de cada tipo. Há seis peças:
    - Peão: um anel externo.
    - Bispo: um anel interno.
    - Torre: um botão.
    - Cavalo: anel externo com anel interno (Peão + Bispo).
    - Dama: anel interno com botão (Bispo + Torre).
    - Castelo: os três (Peão + Bispo + Torre).

    Um anel externo e um botão sem o anel interno não se encaixam.

    Cada lance move um componente: o mais externo de uma pilha. O resto fica na sua casa. Assim, o Cavalo move o anel externo e deixa um Bispo, a Dama move o anel interno e deixa uma Torre, e o Castelo move o anel externo e deixa uma Dama.

    Como o componente se desloca depende da peça que ele deixa:
    - Peão: uma casa reto para a frente, ou uma casa na diagonal para a frente, mas na diagonal só para uma casa ocupada.
    - Castelo: como o Peão, e também pode avançar duas casas reto se a casa do meio estiver vazia, de qualquer fileira.
    - Cavalo: salta como o cavalo do xadrez.
    - Bispo: desliza qualquer distância na diagonal.
    - Dama: desliza qualquer distância nas oito direções.
    - Torre: desliza qualquer distância por fileiras e colunas.

    Os diagramas mostram para onde cada peça pode ir e que peça ela deixa para trás. Não há roque nem en passant.

rules-turnover-stacking-title = Empilhar: juntar as suas peças
rules-turnover-stacking =
    Quando o componente que se move chega a uma pilha sua em que ele se encaixa, as duas se juntam numa peça maior: isso é uma combinação. Uma Torre (botão) que se junta a um Bispo forma uma Dama; um anel interno com um Peão forma um Cavalo, com uma Torre uma Dama; um anel externo com um Bispo forma um Cavalo, com uma Dama um Castelo; um botão com um Cavalo forma um Castelo.

    Um componente que não se encaixa não pode ir para uma pilha sua.

rules-turnover-turnover-title = Virar: tomar peças adversárias
rules-turnover-turnover =
    Quando o componente que se move chega a uma pilha adversária em que ele se encaixa, todos os componentes dessa pilha são virados para a sua cor e o seu componente se junta a eles. Por exemplo, um Bispo que chega a um Peão adversário forma um Cavalo da sua cor; o seu botão sobre um Cavalo adversário lhe dá um Castelo.

    Um anel externo que avança reto nunca captura, mas pode virar um Bispo ou uma Dama adversários logo à sua frente.

rules-turnover-captures-title = Capturar
rules-turnover-captures =
    Quando o componente que se move chega a uma pilha adversária em que ele não se encaixa, a pilha adversária inteira sai do jogo e o seu componente fica lá sozinho. Uma Torre que chega a uma Torre adversária a captura, por exemplo.

    Os anéis externos só capturam na diagonal para a frente (Peão e Castelo) ou com o salto do Cavalo, nunca reto. As peças que deslizam param na primeira casa ocupada; podem capturar ou virar o que estiver lá.

rules-turnover-promotion-title = A promoção
rules-turnover-promotion =
    Só os Peões e os Castelos são promovidos, e só a Dama. Quando um lance termina na sua última fileira (a 8 para as Brancas, a 1 para as Pretas) e a casa fica com um Peão seu sozinho, ele vira Dama. Se ficar com um Castelo seu, o Castelo perde o anel externo e também vira Dama. Nada mais muda: um Cavalo que chega à última fileira continua Cavalo.

    A promoção é obrigatória e sem escolha, por isso o Turnpan não mostra seletor no Turnover.

rules-turnover-check-title = Xeque com vários Castelos
rules-turnover-check =
    Os Castelos fazem o papel do rei. Um Castelo está atacado quando uma peça adversária poderia capturá-lo no próximo lance. Você só está em xeque quando todos os seus Castelos estão atacados: um Castelo atacado entre outros seguros não é xeque.

    Depois de cada lance seu, você precisa ter pelo menos um Castelo que não esteja atacado. Então você pode mover um Castelo atacado desde que outro fique seguro, e sai do xeque bloqueando, capturando ou virando o atacante, ou montando um Castelo novo que não esteja atacado. Você nunca pode desmontar o seu último Castelo, e o seu último Castelo nunca pode capturar o último Castelo do adversário.

rules-turnover-end-title = Vitória e empates
rules-turnover-end =
    - Xeque-mate: se você está em xeque e não tem nenhum lance legal, você perde.
    - Se os seus únicos lances possíveis desmontarem o seu último Castelo, você também perde: mover o último Castelo é abandonar.
    - O afogamento (nenhum lance legal sem estar em xeque, nos outros casos) é empate.
    - A repetição tripla da mesma posição e 50 lances de cada lado sem nenhuma captura nem pilha virada são empates. O Turnpan os aplica automaticamente.
    - O abandono e o empate por acordo funcionam como no xadrez. Se o seu tempo acabar, você perde, não importa o que restar no tabuleiro.

rules-turnover-notation-title = A notação
rules-turnover-notation =
    O Turnpan escreve os lances do Turnover com a notação do inventor do jogo. Letras: `B` Bispo, `R` Torre, `Q` Dama, `N` Cavalo, `C` Castelo; o Peão não tem letra.
    - Uma captura: a peça que se move, `x`, a peça capturada e a casa: `RxRe5`; um Peão que captura uma Torre: `xRe5`.
    - Virar uma pilha: dois-pontos e a peça formada: `:Qe5`.
    - Uma combinação: a peça formada e a casa: `Qe5`.
    - Um lance para uma casa vazia que deixa algo para trás começa com um ponto: `.e3` é o anel de um Castelo indo de e1 para e3.
    - `+` quer dizer que todos os Castelos do adversário estão atacados, `++` xeque-mate.

    Quando dois lances seriam escritos da mesma forma, acrescenta-se a casa de origem: `Re1Q5`.

## Xadrez de rotação central

rules-central-rotational-intro = O Xadrez de rotação central, de Gary K. Gifford, é xadrez com um centro que gira: depois de cada lance, as quatro casas centrais giram um passo. O xeque não importa; você vence capturando o rei.

rules-central-rotational-board-title = O tabuleiro e a posição inicial
rules-central-rotational-board =
    O tabuleiro, as peças e a posição inicial são os do xadrez. As quatro casas centrais `d4`, `e4`, `e5` e `d5` formam o centro giratório.

rules-central-rotational-rotation-title = A rotação
rules-central-rotational-rotation =
    Depois de cada lance, das Brancas e das Pretas, o conteúdo das quatro casas centrais gira um passo no sentido horário, visto do lado das Brancas: o que está em `e4` vai para `d4`, `d4` para `d5`, `d5` para `e5` e `e5` para `e4`. Peças das duas cores giram juntas, e as casas vazias também.

    A rotação não é um lance: nunca captura, não pode ser evitada e acontece depois de qualquer tipo de lance. Assim, o primeiro lance das Brancas `e4` termina com o peão em `d4`.

rules-central-rotational-king-capture-title = Sem xeque: capture o rei
rules-central-rotational-king-capture =
    O xeque não conta neste jogo. Você pode deixar o seu rei atacado ou até movê-lo para uma casa atacada. Não existe xeque-mate: você vence capturando de verdade o rei adversário. A partida termina na hora, sem rotação.

    Fique de olho no centro: a rotação pode colocar um rei em perigo ou levar um atacante para perto dele.

rules-central-rotational-pieces-title = As peças
rules-central-rotational-pieces =
    Todas as peças se movem como no xadrez. Por causa da rotação, um bispo pode mudar a cor das suas casas, então um lado pode acabar com dois bispos da mesma cor. Um peão levado para o lado ou para trás simplesmente continua a partir da nova casa.

rules-central-rotational-special-title = Roque, en passant e promoção
rules-central-rotational-special =
    - O roque funciona como no xadrez, com as duas maneiras do Turnpan. O rei continua sem poder fazer o roque estando atacado, nem atravessar ou parar numa casa atacada.
    - O en passant funciona como no xadrez, mas só se o peão que avançou duas casas ainda estiver na casa de chegada depois da rotação. Um avanço duplo para `d4`, `e4`, `d5` ou `e5` é levado embora pela rotação na hora e nunca pode ser capturado en passant.
    - A promoção funciona como no xadrez, com o mesmo seletor.

rules-central-rotational-end-title = O fim da partida
rules-central-rotational-end =
    - Você vence capturando o rei, quando o adversário abandona ou quando o tempo dele acaba (até um rei sozinho pode capturar um rei, então o tempo sempre conta).
    - É empate se o jogador da vez não tiver nenhum lance, por repetição tripla da posição (como ela fica depois da rotação), por 50 lances de cada lado sem captura nem lance de peão, e por acordo. Não há empate por material insuficiente.

rules-central-rotational-notation-title = A notação
rules-central-rotational-notation =
    Os lances são escritos como no xadrez e mostram o lance como foi jogado, antes da rotação: o primeiro lance `e4` é escrito `e4` mesmo que o peão termine em `d4`. A captura do rei é escrita como qualquer captura, por exemplo `Bxf7`. Os sinais `+` e `#` não são usados.

## Transformer

rules-transformer-intro = Transformer, de Gerd Degens, é jogado num tabuleiro de 9 × 9. Os peões não avançam: eles saltam para trás e se transformam em peças. Afogar o adversário vence, e quem fica só com o rei perde.

rules-transformer-board-title = O tabuleiro e a posição inicial
rules-transformer-board =
    O tabuleiro tem 9 colunas, de `a` a `i`, e 9 fileiras, de `1` a `9`. O rei branco fica sozinho em `e1`; na fileira 2 ficam torre, cavalo, bispo, torre, dama, torre, bispo, cavalo, torre; os nove peões brancos ocupam a fileira 3. As Pretas são a imagem espelhada nas fileiras 9, 8 e 7. Não há roque nem en passant.

rules-transformer-pieces-title = As peças
rules-transformer-pieces =
    - Rei: uma casa em qualquer direção.
    - Dama: uma, duas ou três casas em qualquer direção, sem pular peças.
    - Torre: uma, duas ou três casas por fileira ou coluna, sem pular peças.
    - Bispo: uma, duas ou três casas na diagonal, sem pular peças.
    - Cavalo duplo: um salto normal de cavalo, ou dois saltos de cavalo na mesma direção num só lance. O salto duplo fica bloqueado se a casa do primeiro salto estiver ocupada.
    - Peão (o transformador): veja a próxima seção. Ele nunca captura.

rules-transformer-transformation-title = A transformação
rules-transformer-transformation =
    O único lance do peão é um salto de duas casas reto para trás, na direção da sua própria primeira fileira, por cima do que estiver no meio, para uma casa vazia. No fim do salto ele sempre se transforma em cavalo, bispo, torre ou dama, à sua escolha. No Turnpan o seletor abre para você escolher.

    Da posição inicial os peões saltam da fileira 3 para a fileira 1 (as Pretas: da 7 para a 9). O peão da coluna e não pode saltar enquanto o próprio rei estiver em `e1`.

rules-transformer-check-title = Xeque e xeque-mate
rules-transformer-check = O xeque funciona como no xadrez: você nunca pode deixar o seu rei atacado. Quem está em xeque e não tem nenhum lance legal leva mate e perde. Os peões nunca dão xeque, porque nunca capturam.

rules-transformer-end-title = Afogamento e rei sozinho
rules-transformer-end =
    - Rei sozinho: quem fica só com o rei perde na hora.
    - Quem afoga vence: se o seu lance deixa o adversário sem lances legais sem estar em xeque, você vence.
    - O mate, o abandono e o tempo funcionam como no xadrez; quem fica sem tempo sempre perde.
    - A repetição tripla, a regra dos 50 lances (todo lance de peão conta como lance de peão) e o acordo são empates, aplicados automaticamente.

rules-transformer-notation-title = A notação
rules-transformer-notation = Os lances são escritos como no xadrez, com as colunas de `a` a `i` e as fileiras de `1` a `9`. Um lance de peão sempre indica a nova peça: `a1=R`, `e9=Q`.

## Xadrez turco

rules-turkish-intro = O Xadrez turco, de Köksal Karakuş, é jogado num tabuleiro de 8 colunas e 10 fileiras, com cinco peças novas além das de sempre, entre elas dois canhões que capturam pulando.

rules-turkish-board-title = O tabuleiro e a posição inicial
rules-turkish-board =
    O tabuleiro tem 8 colunas, de `a` a `h`, e 10 fileiras, numeradas de `0` (a primeira fileira das Brancas) a `9` (a primeira fileira das Pretas). O Turnpan mostra esses números no tabuleiro e na lista de lances.

    A fileira de trás das Brancas (fileira 0) é montada como no xadrez. Na fileira 1 ficam, de `a` a `h`: Shogi, Ministro, Elefante, Chanceler, General, Elefante, Ministro, Shogi. Os peões ficam na fileira 2. As Pretas são a imagem espelhada nas fileiras 9, 8 e 7.

rules-turkish-pieces-title = As peças
rules-turkish-pieces =
    Rei, dama, torre, bispo, cavalo e peão se movem como no xadrez. As peças novas:
    - General (`G`): move-se como dama ou como cavalo.
    - Chanceler (`C`): move-se como torre ou como cavalo.
    - Ministro (`M`): move-se como bispo ou como cavalo.
    - Shogi (`S`): um canhão que se move como uma torre.
    - Elefante (`E`): um canhão que se move como um bispo, por isso fica sempre numa cor.

rules-turkish-cannons-title = Os canhões e os seus anteparos
rules-turkish-cannons =
    O Shogi e o Elefante se movem como torre e bispo por casas vazias, mas capturam de outro jeito: precisam pular por cima de exatamente uma peça, de qualquer cor, chamada anteparo, e capturar a primeira peça adversária atrás dela. As casas entre o canhão e o anteparo, e entre o anteparo e a vítima, precisam estar vazias. Um canhão nunca captura sem anteparo e nunca pula sem capturar.

    Qualquer peça pode servir de anteparo, até um rei. Um canhão dá xeque quando poderia capturar o rei desse jeito; por isso colocar uma peça na linha entre um canhão e o rei pode criar um anteparo, e tirar o único anteparo pode acabar com um xeque.

rules-turkish-pawns-title = Peões e promoção
rules-turkish-pawns =
    Os peões se movem como no xadrez: uma casa para a frente, duas a partir da fileira inicial (a 2 para as Brancas, a 7 para as Pretas), capturam na diagonal para a frente e podem capturar en passant.

    Um peão que chega à última fileira (a 9 para as Brancas, a 0 para as Pretas) precisa ser promovido a qualquer peça que não seja peão nem rei: dama, General, Chanceler, Ministro, torre, bispo, cavalo, Shogi ou Elefante. O seletor mostra as nove.

rules-turkish-castling-title = O roque
rules-turkish-castling = O roque é feito com as torres como no xadrez, na fileira de trás: o rei vai de `e0` para `g0` ou `c0` (as Pretas: na fileira 9) e a torre pula por cima dele. Valem as mesmas condições, e os ataques dos canhões através de um anteparo também contam. As duas maneiras do Turnpan funcionam: o rei duas casas, ou o rei para cima da sua própria torre.

rules-turkish-end-title = O fim da partida
rules-turkish-end =
    O mate vence e o afogamento é empate, como no xadrez. Os empates por repetição tripla, regra dos 50 lances, acordo e material insuficiente são aplicados automaticamente. Qualquer uma das peças novas sempre conta como material suficiente para dar mate.

rules-turkish-notation-title = A notação
rules-turkish-notation = Os lances são escritos como no xadrez, com as letras extras `G`, `C`, `M`, `S` e `E` e com as fileiras como aparecem no tabuleiro, de `0` a `9`: o primeiro avanço duplo do peão e das Brancas é `e4`. A promoção é escrita `=G` e assim por diante.

## Jogos sem página escrita (jogos de usuários)

rules-generic-intro = { $name } é um jogo definido neste servidor. Esta página é gerada automaticamente a partir da definição dele: o tabuleiro, a posição inicial e como cada peça se move.

rules-generic-board-title = O tabuleiro e a posição inicial
rules-generic-board = { $name } é jogado num tabuleiro de { $files } colunas e { $ranks } fileiras. As Brancas começam e depois os jogadores se alternam.
# A board with holes (Omicron, Troitzky): where they are, as the board labels them.
rules-generic-holes = { $count ->
    [one] O tabuleiro tem um buraco, desenhado como um espaço vazio: { $squares }. Nada fica num buraco nem passa por ele, mas uma peça que salta, como o cavalo, pode saltar por cima dele.
   *[other] O tabuleiro tem buracos, desenhados como espaços vazios: { $squares }. Nada fica num buraco nem passa por ele, mas uma peça que salta, como o cavalo, pode saltar por cima deles.
  }

rules-generic-pieces-title = As peças
rules-generic-pieces = O jogo tem { $pieces } tipos de peças. Os diagramas mostram cada peça numa casa central de um tabuleiro vazio e as casas para onde ela pode ir ou onde pode capturar.

rules-generic-play-title = Jogar
rules-generic-play = O Turnpan só oferece lances legais, então o resto você aprende jogando: o tabuleiro mostra para onde pode ir a peça que você pega.

## Experimente: o exercício de cada tabuleiro e o que se vê depois

tryit-task-chess-castling = Faça o roque pequeno.
tryit-done-chess-castling = O rei foi para g1 e a torre pulou para f1. Mover o rei para cima da torre em h1 faz o mesmo.
tryit-task-chess-en-passant = As Pretas acabaram de jogar d7–d5. Capture o peão en passant.
tryit-done-chess-en-passant = O seu peão foi para d6 e o peão preto de d5 saiu do tabuleiro.
tryit-task-chess-promotion = Capture a torre e promova o peão a dama.
tryit-done-chess-promotion = A nova dama dá mate na última fileira: bxc8=Q#.
tryit-task-turnover-combination = Leve a Torre para cima do seu Bispo para formar uma Dama.
tryit-done-turnover-combination = O botão se juntou ao anel interno: uma Dama em e4.
tryit-task-turnover-turnover = Leve o seu Bispo até o Peão preto para virá-lo.
tryit-done-turnover-turnover = O Peão passou para a sua cor e se juntou ao seu anel interno: um Cavalo branco em f5.
tryit-task-turnover-capture = Capture a Torre preta com a sua Torre.
tryit-done-turnover-capture = Um botão não se encaixa em outro botão, então a Torre preta saiu do jogo.
tryit-task-turnover-promotion = Leve o Peão até a última fileira.
tryit-done-turnover-promotion = O Peão virou Dama. Ela ataca o Castelo de h5, mas o Castelo preto de a5 está seguro, então não é xeque.
tryit-task-central-rotational-rotation = Jogue o primeiro lance e2–e4 e veja o centro girar.
tryit-done-central-rotational-rotation = O peão chegou a e4 e a rotação o levou para d4.
tryit-task-central-rotational-king-capture = O rei preto está numa casa atacada. Capture-o com o bispo.
tryit-done-central-rotational-king-capture = Rei capturado: as Brancas vencem na hora, sem rotação.
tryit-task-transformer-transformation = Salte com o peão da coluna a para trás, até a1, e transforme-o em dama.
tryit-done-transformer-transformation = O peão pulou por cima da torre de a2 e virou dama em a1.
tryit-task-turkish-cannon = Capture a torre preta com o seu Shogi, usando o seu peão como anteparo.
tryit-done-turkish-cannon = O Shogi pulou por cima do peão em d2 e capturou a torre em d6.

# Os Try-its da página genérica, feitos a partir do arquivo da variante (um por peça).
tryit-task-generic = Mova a peça { $piece } para { $square }.
tryit-done-generic = A peça { $piece } chegou a { $square }: o mais longe que vai daqui.
rules-generic-goal = O rei que chega a uma destas casas ganha na hora: { $squares }. Elas estão marcadas no tabuleiro.
rules-generic-goal-pieces = Uma peça destes tipos ({ $pieces }) que chega a uma destas casas ganha na hora: { $squares }. Elas estão marcadas no tabuleiro.
rules-generic-goal-hold = Uma peça destes tipos ({ $pieces }) que chega a uma destas casas e ainda está lá quando o seu lado volta a jogar ganha: { $squares }. O adversário tem um lance para capturá-la. As casas estão marcadas no tabuleiro.
rules-generic-goal-safe = Uma peça destes tipos ({ $pieces }) que está numa destas casas ganha enquanto nenhuma peça adversária a atacar ali: { $squares }. Se puder ser capturada na hora, ainda não ganhou, mas ganha assim que nada a atacar, depois do lance de qualquer um dos lados. Se os dois lados tiverem uma peça assim lá, a partida empata. As casas estão marcadas no tabuleiro.
rules-generic-goal-sides = Cada lado tem as suas próprias casas-alvo: as das brancas são { $white }; as das pretas, { $black }.
rules-generic-checks = O lado que der xeque { $count } vezes ganha na hora. A página da partida conta os xeques que faltam a cada lado.

# A game with drops (its file's [drops] table): the generic page's "Playing" says how hands work.
rules-generic-drops = Em vez de mover, um jogador pode largar uma peça da sua mão em qualquer casa vazia. As mãos aparecem acima e abaixo do tabuleiro, cada peça com o seu número.
rules-generic-drops-captures = Uma peça capturada vai para a mão do jogador que a capturou e muda de cor.
rules-generic-drops-no-captures = As peças capturadas saem do jogo como no xadrez: só se podem largar as peças que estão na mão no início.
rules-generic-drops-demote = Uma peça promovida que é capturada vai para a mão como peão.
rules-generic-drops-keep-promoted = Uma peça promovida que é capturada vai para a mão como a peça em que se tornou.
rules-generic-drops-pawns = Os peões nunca são largados nas fileiras onde seriam promovidos, nem na sua própria primeira fileira.
rules-generic-drops-pawns-first-rank = Os peões nunca são largados nas fileiras onde seriam promovidos, mas podem ser largados na sua própria primeira fileira.
rules-generic-drops-start = No início, as mãos já têm peças:

# A game whose pieces promote shogi-style (promotes_to in its file), its stranded pieces and its
# drop rules: the generic page's "Playing".
rules-generic-no-royal = Nenhuma peça é real: não há xeque nem xeque-mate, e qualquer peça, o rei também, pode ser capturada. A partida termina quando um lado não tem nenhum lance legal.
rules-generic-no-royal-loses = Nenhuma peça é real: não há xeque nem xeque-mate, e qualquer peça, o rei também, pode ser capturada. Vence o lado que não tem nenhum lance legal, porque perdeu todas as suas peças ou está bloqueado.
rules-generic-must-capture = Capturar é obrigatório: quando você pode capturar, deve fazê-lo, mas escolhe qual captura fazer.
rules-generic-no-checks = Nenhum lance pode dar xeque: não é permitido um lance que ataque o rei adversário, seja qual for a peça que o faz. Ninguém fica em xeque, então também não há xeque-mate.
rules-generic-goal-reply = As brancas jogam primeiro, então o rei branco não ganha na hora ao chegar a uma casa-meta: as pretas têm mais um lance. Se com ele o rei preto também chegar a uma casa-meta, a partida empata; senão, as brancas ganham. Um rei preto que chega primeiro ganha na hora.
rules-generic-checkmate-wins = Levar xeque-mate vence: o jogador que leva xeque-mate ganhou a partida, então nenhum lado quer dar mate.
rules-generic-castling-free = O rei não é real, então pode fazer o roque saindo de casas atacadas pelo adversário, passando por elas e indo para elas.
# Chess960 ([castling] chess960): the shuffled first rank and castling from wherever the king and
# rook stand; $squares is rules-generic-castling-chess960-squares, each side's squares.
rules-generic-castling-chess960 = { $count ->
    [0] Cada partida nova começa com a primeira fileira embaralhada: as suas peças ficam numa ordem aleatória, com a peça { $king } em algum lugar entre as peças { $rook } com que ela faz o roque. As peças das pretas espelham as das brancas, e a posição inicial mostrada acima é só uma das disposições possíveis. O roque leva a peça { $king } e a peça { $rook } às mesmas casas que a partir dessa posição, estejam onde estiverem: { $squares } (as pretas, na fileira { $rank }). Para fazer o roque, mova a peça { $king } para cima da sua própria peça { $rook }; isso vale também quando a peça { $king } já está na sua casa de roque ou ao lado da peça { $rook }. As demais condições são as do xadrez, e o roque continua sendo escrito O-O ou O-O-O.
   *[other] Cada partida nova começa com a primeira fileira embaralhada: as suas peças ficam numa ordem aleatória, com a peça { $king } em algum lugar entre as peças { $rook } com que ela faz o roque, e as peças { $bound } em casas das duas cores. As peças das pretas espelham as das brancas, e a posição inicial mostrada acima é só uma das disposições possíveis. O roque leva a peça { $king } e a peça { $rook } às mesmas casas que a partir dessa posição, estejam onde estiverem: { $squares } (as pretas, na fileira { $rank }). Para fazer o roque, mova a peça { $king } para cima da sua própria peça { $rook }; isso vale também quando a peça { $king } já está na sua casa de roque ou ao lado da peça { $rook }. As demais condições são as do xadrez, e o roque continua sendo escrito O-O ou O-O-O.
  }
rules-generic-castling-chess960-squares = { $sides ->
    [both] O-O leva a peça { $king } para { $kingshort } e a peça { $rook } para { $rookshort }; O-O-O leva a peça { $king } para { $kinglong } e a peça { $rook } para { $rooklong }
    [short] O-O leva a peça { $king } para { $kingshort } e a peça { $rook } para { $rookshort }
   *[long] O-O-O leva a peça { $king } para { $kinglong } e a peça { $rook } para { $rooklong }
  }
rules-generic-extinction-kinds = { $result ->
    [win] { $count ->
        [0] O lado que fica sem nenhuma peça de um destes tipos ganhou: { $pieces }.
       *[other] O lado que fica com { $count } peças ou menos de um destes tipos ganhou: { $pieces }.
    }
    [draw] { $count ->
        [0] Quando um lado fica sem nenhuma peça de um destes tipos, a partida empata: { $pieces }.
       *[other] Quando um lado fica com { $count } ou menos peças de um destes tipos, a partida empata: { $pieces }.
    }
   *[loss] { $count ->
        [0] O lado que fica sem nenhuma peça de um destes tipos perdeu: { $pieces }.
       *[other] O lado que fica com { $count } peças ou menos de um destes tipos perdeu: { $pieces }.
    }
  }
rules-generic-extinction-all = { $result ->
    [win] { $count ->
        [0] O lado que fica sem nenhuma peça ganhou.
       *[other] O lado que fica com { $count } peças ou menos no total ganhou.
    }
    [draw] { $count ->
        [0] Quando um lado fica sem nenhuma peça, a partida empata.
       *[other] Quando um lado fica com { $count } ou menos peças no total, a partida empata.
    }
   *[loss] { $count ->
        [0] O lado que fica sem nenhuma peça perdeu.
       *[other] O lado que fica com { $count } peças ou menos no total perdeu.
    }
  }
rules-generic-extinction-opponent = Isso só conta enquanto o adversário tiver pelo menos { $min }.
rules-generic-extinction-reply = O lado que fica assim ainda pode responder com um lance se o adversário não tiver mais de { $min }: se esse lance deixar o adversário igualmente reduzido, a partida continua.
rules-generic-extinction-bare = Um lado que fica só com a peça { $royal }: a partida empata.
rules-generic-mate-not-alone = { $count ->
    [one] Um xeque-mate dado só pela peça { $pieces }, sem nenhuma outra peça dando xeque, perde para o lado que o dá: vence o jogador que o leva.
   *[other] Um xeque-mate dado só por peças destes tipos ({ $pieces }), sem nenhuma outra peça dando xeque, perde para o lado que o dá: vence o jogador que o leva.
  }
rules-generic-mate-run-needs = { $count ->
    [one] Um xeque-mate só conta se a sequência ininterrupta de xeques que termina nele incluiu um xeque da peça { $pieces }; se não, a partida empata. A sequência são os xeques que o lado que dá o mate deu nos seus lances seguidos, até o mate.
   *[other] Um xeque-mate só conta se a sequência ininterrupta de xeques que termina nele incluiu um xeque de uma destas peças: { $pieces }; se não, a partida empata. A sequência são os xeques que o lado que dá o mate deu nos seus lances seguidos, até o mate.
  }
rules-generic-promotes = { $zone ->
    [0] Algumas peças são promovidas. Uma peça que entra na zona de promoção (as casas indicadas acima), se move dentro dela ou sai dela pode ser promovida ao fim desse lance: ela se torna a sua forma promovida, desenhada em vermelho com uma marca +. A promoção é opcional: quando os dois lances são possíveis, o tabuleiro pergunta se você quer promover.
    [one] Algumas peças são promovidas. Uma peça que entra na zona de promoção (a última fileira, vista do lado do seu dono), se move dentro dela ou sai dela pode ser promovida ao fim desse lance: ela se torna a sua forma promovida, desenhada em vermelho com uma marca +. A promoção é opcional: quando os dois lances são possíveis, o tabuleiro pergunta se você quer promover.
   *[other] Algumas peças são promovidas. Uma peça que entra na zona de promoção (as últimas { $zone } fileiras, vistas do lado do seu dono), se move dentro dela ou sai dela pode ser promovida ao fim desse lance: ela se torna a sua forma promovida, desenhada em vermelho com uma marca +. A promoção é opcional: quando os dois lances são possíveis, o tabuleiro pergunta se você quer promover.
  }
rules-generic-promotes-mandatory = { $zone ->
    [0] Algumas peças são promovidas, e são obrigadas a isso. Uma peça que entra na zona de promoção (as casas indicadas acima), se move dentro dela ou sai dela é promovida ao fim desse lance: ela se torna a sua forma promovida, desenhada em vermelho com uma marca +. A promoção não é opcional: o tabuleiro joga o lance de promoção sem perguntar.
    [one] Algumas peças são promovidas, e são obrigadas a isso. Uma peça que entra na zona de promoção (a última fileira, vista do lado do seu dono), se move dentro dela ou sai dela é promovida ao fim desse lance: ela se torna a sua forma promovida, desenhada em vermelho com uma marca +. A promoção não é opcional: o tabuleiro joga o lance de promoção sem perguntar.
   *[other] Algumas peças são promovidas, e são obrigadas a isso. Uma peça que entra na zona de promoção (as últimas { $zone } fileiras, vistas do lado do seu dono), se move dentro dela ou sai dela é promovida ao fim desse lance: ela se torna a sua forma promovida, desenhada em vermelho com uma marca +. A promoção não é opcional: o tabuleiro joga o lance de promoção sem perguntar.
  }
rules-generic-promotes-pair = { $piece } se torna { $promoted }
rules-generic-stranded = Nenhuma peça pode se mover nem ser largada numa casa de onde nunca mais poderia se mover, como a última fileira para uma peça que só anda para a frente.
rules-generic-region = A peça { $piece } não sai de uma região do tabuleiro: só se move e captura em { $white } (as brancas) ou { $black } (as pretas).
rules-generic-zone-moves = { $ranks ->
    [one] Na última fileira, vista do lado do seu dono, a peça { $piece } se move de outra forma ({ $betza }):
   *[other] Nas últimas { $ranks } fileiras, vistas do lado do seu dono, a peça { $piece } se move de outra forma ({ $betza }):
  }
rules-generic-kings-may-not-face = Os dois reis nunca podem ficar frente a frente numa coluna sem nada entre eles: não é permitido um lance que os deixe assim, então uma peça que está sozinha entre eles não pode sair da coluna deles.
# [rules] perpetual_check_loses: $times is the file's repetition count (the time a position
# occurs that ends the game by repetition).
rules-generic-perpetual-check = O xeque perpétuo perde. A partida termina por repetição quando a mesma posição ocorre pela { $times ->
    [2] segunda
    [3] terceira
    [4] quarta
    [5] quinta
   *[other] { $times }ª
  } vez; se um lado deu xeque com cada um dos seus lances desde a primeira vez que essa posição ocorreu, esse lado perde. Se os dois lados fizeram isso, ou nenhum, a partida empata como de costume.
rules-generic-explosion = Toda captura é uma explosão: a peça que captura, a peça capturada e todas as peças das oito casas em volta dessa casa saem do tabuleiro. Um lance nunca pode explodir o seu próprio rei, então um rei nunca captura; um lance que explode o outro rei ganha na hora, mesmo estando em xeque. Dois reis lado a lado não dão xeque um no outro.
rules-generic-explosion-spares = Uma explosão poupa estas peças nas casas em volta dela: { $pieces }.
rules-generic-explosion-no-royal = Toda captura é uma explosão: a peça que captura, a peça capturada e todas as peças das oito casas em volta dessa casa saem do tabuleiro.
rules-generic-explosion-immune = { $count ->
    [one] Nenhuma explosão tira do tabuleiro a peça { $pieces }: ela fica no lugar quando uma captura explode ao seu lado, e quando ela mesma captura, fica na casa onde capturou.
   *[other] Nenhuma explosão tira do tabuleiro as peças destes tipos ({ $pieces }): elas ficam no lugar quando uma captura explode ao seu lado, e a que captura ela mesma fica na casa onde capturou.
  }
rules-generic-mutually-immune = { $count ->
    [one] Uma peça { $pieces } nunca pode capturar uma peça { $pieces } adversária.
   *[other] Uma peça destes tipos ({ $pieces }) nunca pode capturar uma peça adversária do mesmo tipo.
  }
rules-generic-royal-optional = { $side ->
    [white] { $win ->
        [checkmate] As brancas jogam sem a peça { $royal }: nunca ficam em xeque nem podem levar xeque-mate; só as pretas podem.
       *[other] As brancas jogam sem a peça { $royal }: só a peça { $royal } das pretas pode ser capturada.
    }
    [black] { $win ->
        [checkmate] As pretas jogam sem a peça { $royal }: nunca ficam em xeque nem podem levar xeque-mate; só as brancas podem.
       *[other] As pretas jogam sem a peça { $royal }: só a peça { $royal } das brancas pode ser capturada.
    }
   *[other] { $win ->
        [checkmate] Um lado pode jogar sem a peça { $royal }: o lado que não a tem nunca fica em xeque nem pode levar xeque-mate.
       *[other] Um lado pode jogar sem a peça { $royal }: o lado que não a tem não pode perdê-la.
    }
  }
rules-generic-pseudo-royal = { $promotes ->
    [yes] Cada peça { $piece } conta como a peça { $royal }: nenhum lance pode deixar uma delas atacada, um ataque a uma delas é xeque, e o jogador que não consegue salvar ao mesmo tempo a peça { $royal } e todas as peças { $piece } leva xeque-mate. Uma peça { $pawn } promovida a { $piece } passa a ser mais uma.
   *[other] Cada peça { $piece } conta como a peça { $royal }: nenhum lance pode deixar uma delas atacada, um ataque a uma delas é xeque, e o jogador que não consegue salvar ao mesmo tempo a peça { $royal } e todas as peças { $piece } leva xeque-mate.
  }
rules-generic-pseudo-royal-each = { $count ->
    [one] Nenhuma peça é real, mas cada peça { $pieces } conta como um rei: nenhum lance pode deixar uma delas atacada, um ataque a uma delas é xeque, e o jogador que não consegue salvar ao mesmo tempo todas as peças { $pieces } leva xeque-mate.
   *[other] Nenhuma peça é real, mas cada peça destes tipos ({ $pieces }) conta como um rei: nenhum lance pode deixar uma delas atacada, um ataque a uma delas é xeque, e o jogador que não consegue salvar todas ao mesmo tempo leva xeque-mate.
  }
rules-generic-pseudo-royal-all = { $count ->
    [one] Não há peça real: a peça { $pieces } ocupa o lugar dela, e um lado pode ter mais de uma. Um lado só fica em xeque quando todas as suas peças { $pieces } são atacadas ao mesmo tempo, e nenhum lance pode deixar todas atacadas; assim, um lado com duas pode deixar uma atacada, e até perdê-la. A última peça { $pieces } de um lado conta como o rei no xadrez. O jogador em xeque que não consegue sair dele leva xeque-mate.
   *[other] Não há peça real: as peças destes tipos ({ $pieces }) ocupam o lugar dela. Um lado só fica em xeque quando todas as que tem são atacadas ao mesmo tempo, e nenhum lance pode deixar todas atacadas; assim, um lado com duas ou mais pode deixar uma atacada, e até perdê-la. A última que resta a um lado conta como o rei no xadrez. O jogador em xeque que não consegue sair dele leva xeque-mate.
  }
rules-generic-pseudo-royal-last = { $count ->
    [one] Não há peça real: a peça { $pieces } ocupa o lugar dela, mas só quando é a última do seu lado. Enquanto um lado tem duas ou mais, nenhuma é protegida e qualquer uma pode ser capturada; a última peça { $pieces } de um lado nunca pode ficar atacada, um ataque a ela é xeque, e o jogador que não consegue salvá-la leva xeque-mate.
   *[other] Não há peça real: as peças destes tipos ({ $pieces }) ocupam o lugar dela, mas só a última que resta a um lado. Enquanto um lado tem duas ou mais delas, nenhuma é protegida e qualquer uma pode ser capturada; a última de um lado nunca pode ficar atacada, um ataque a ela é xeque, e o jogador que não consegue salvá-la leva xeque-mate.
  }
rules-generic-pseudo-royal-promotes = { $check ->
    [last] Uma peça { $pawn } promovida a { $piece } dá ao seu lado mais uma; a peça que era a última do lado ainda tem de ficar sem ataque depois desse lance.
   *[other] Uma peça { $pawn } promovida a { $piece } dá ao seu lado mais uma.
  }
rules-generic-initial-ranks = { $count ->
    [one] Para a peça { $piece }, “{ $initial }”, mais acima, quer dizer a partir da fileira { $ranks }, contada do seu próprio lado: só ali ela pode fazer esses lances.
   *[other] Para a peça { $piece }, “{ $initial }”, mais acima, quer dizer a partir das fileiras { $ranks }, contadas do seu próprio lado: só ali ela pode fazer esses lances.
  }

# Cambodian chess's first moves (a piece's first_move_right), the rook that takes the king's first move
# away (royal_right_lost_to), Makpong's king frozen in check and Makruk's counting rules
# ([rules.counting]): the generic page's "Playing". A counting limit: pieces, then moves.
rules-generic-first-move-right = { $royal ->
    [yes] A peça { $piece } tem um primeiro lance próprio: enquanto nunca tiver se movido, e não estando em xeque, ela pode fazer também os lances abaixo. Assim que se move, perde esse direito para sempre; nos seus lances mais acima, “{ $initial }” quer dizer isto.
   *[other] A peça { $piece } tem um primeiro lance próprio: enquanto nunca tiver se movido, ela pode fazer também os lances abaixo. Assim que se move, perde esse direito para sempre; nos seus lances mais acima, “{ $initial }” quer dizer isto.
  }
rules-generic-first-move-right-fen = Um FEN guarda esses direitos no seu campo de roque: a coluna de cada peça que ainda tem o seu direito, em maiúscula para as peças das brancas e em minúscula para as das pretas ({ $rights } no início).
rules-generic-royal-right-lost = { $count ->
    [one] A peça { $royal } também perde o seu primeiro lance quando uma peça { $pieces } adversária termina um lance na sua fileira ou na sua coluna, haja ou não outras peças entre elas.
   *[other] A peça { $royal } também perde o seu primeiro lance quando uma peça adversária destes tipos ({ $pieces }) termina um lance na sua fileira ou na sua coluna, haja ou não outras peças entre elas.
  }
rules-generic-check-freezes-king = A peça { $royal } em xeque não pode sair do lugar: é preciso bloquear o xeque ou capturar a peça que o dá. A própria peça { $royal } pode capturar a peça que dá xeque, mas só quando nenhuma outra peça dá xeque ao mesmo tempo.
rules-generic-counting-makruk = As regras de contagem do Makruk empatam uma partida que o lado mais forte não vence a tempo. Assim que não resta nenhum peão no tabuleiro, começa uma contagem, e o lado mais forte precisa dar xeque-mate em 64 lances (a honra do tabuleiro). Assim que o lado mais fraco fica só com a peça { $royal }, a contagem recomeça a partir do número de peças que há então no tabuleiro (a honra das peças), e o seu limite é dado pelo primeiro item desta lista que o lado mais forte tiver (peças: lances): { $limits }; sem nenhum deles, 64.
rules-generic-counting-cambodian = As regras de contagem cambojanas empatam uma partida que o lado mais forte não vence a tempo. Assim que o lado mais fraco fica com três peças ou menos, contando a peça { $royal } e os peões, começa uma contagem, e o lado mais forte precisa dar xeque-mate em 63 lances (a honra do tabuleiro). Assim que o lado mais fraco fica só com a peça { $royal } e não resta nenhum peão no tabuleiro, a contagem recomeça a partir do número de peças que há então no tabuleiro (a honra das peças), e o seu limite é dado pelo primeiro item desta lista que o lado mais forte tiver (peças: lances): { $limits }; sem nenhum deles, 63.
rules-generic-counting-asean = As regras de contagem do xadrez ASEAN empatam uma partida que o lado mais forte não vence a tempo. Uma contagem só começa quando o lado mais fraco fica só com a peça { $royal } e não resta nenhum peão no tabuleiro; ela começa do zero, e o lado mais forte precisa dar xeque-mate dentro do limite dado pelo primeiro item desta lista que tiver (peças: lances): { $limits }.
rules-generic-counting-limit = { $count ->
    [one] { $piece }: { $moves }
   *[other] { $piece } ×{ $count }: { $moves }
  }
rules-generic-counting-end = A contagem começa sozinha: ninguém precisa pedi-la. Quando passa do limite, a partida empata na hora, a não ser que esse lance dê xeque-mate. Durante a partida, a contagem aparece junto ao estado, em lances; um FEN escreve uma contagem em curso no lugar da casa de en passant (o seu limite, em meios lances) e do contador de meios lances (os meios lances contados até agora).
rules-generic-en-passant-ranks = Um avanço duplo só pode ser capturado en passant quando atravessa a fileira { $ranks }, contada a partir do lado do peão que o fez; se atravessa qualquer outra fileira, não pode.
rules-generic-promotes-forced = Por isso, uma peça que chega a uma casa assim tem de ser promovida ali: só o lance que promove é oferecido.
rules-generic-promotes-notation = Um lance que promove se escreve com a letra da nova peça, como Sc5=E, ou na forma do motor com um +, como c4c5+.
rules-generic-drops-unpromote = Uma peça promovida que é capturada vai para a mão como a peça que era antes da promoção.
rules-generic-drops-one-per-file = Uma peça destes tipos nunca é largada numa coluna onde o seu lado já tem uma não promovida: { $pieces }.
rules-generic-drops-per-file = Uma peça destes tipos nunca é largada numa coluna onde o seu lado já tem { $count } não promovidas: { $pieces }.
rules-generic-drops-mate-loses = Dar xeque-mate largando uma destas peças perde em vez de ganhar: { $pieces }. Ganha o jogador que levou o mate.
# Pieces that turn over (Kyoto and Micro shogi): a promoted piece that turns back, promotion only
# by capturing, and pieces of the hand dropped either side up.
rules-generic-promotes-demotes = { $mandatory ->
    [yes] Uma peça promovida volta a ser a peça de onde veio nos lances que poderiam promovê-la, e é obrigada a isso: cada um desses lances a vira de novo.
   *[no] Uma peça promovida pode voltar a ser a peça de onde veio nos lances que poderiam promovê-la. Quando os dois lances são possíveis, o tabuleiro pergunta se você quer fazer isso.
  }
rules-generic-promotes-by-capture = { $demotes ->
    [yes] As peças são promovidas, e voltam atrás, só ao capturar: um lance que não captura nada deixa a peça como está.
   *[no] As peças são promovidas só ao capturar: um lance que não captura nada nunca promove uma peça.
  }
rules-generic-demotes-notation = Um lance que faz uma peça voltar atrás se escreve com a letra da peça em que ela se torna, como Rb4=P, ou na forma do motor com um -, como b2b4-.
rules-generic-drops-promoted = Uma peça na mão que é promovida pode ser largada com qualquer um dos lados para cima: como ela mesma ou na sua forma promovida. Quando os dois são possíveis, o tabuleiro pergunta qual você quer; largar a forma promovida se escreve com um + antes da letra, como +P@c3.

# A setup by drops (Placement chess): drops that must be made (said instead of
# rules-generic-drops; whether the start's hand holds the royal piece chosen at run time), the
# drop squares, kinds dropped on squares of both colours, and castling rights given by drops.
rules-generic-drops-must = { $held ->
    [yes] Cada jogador tem peças na mão, que aparecem acima e abaixo do tabuleiro, cada peça com o seu número. Enquanto um jogador tiver peças na mão, cada lance dele precisa ser largar uma delas numa casa vazia, inclusive para bloquear um xeque. Só quando não pode largar nenhuma ele move uma peça do tabuleiro. A peça { $royal } também começa na mão: até ser largada, o seu lado não pode estar em xeque.
   *[no] Cada jogador tem peças na mão, que aparecem acima e abaixo do tabuleiro, cada peça com o seu número. Enquanto um jogador tiver peças na mão, cada lance dele precisa ser largar uma delas numa casa vazia, inclusive para bloquear um xeque. Só quando não pode largar nenhuma ele move uma peça do tabuleiro.
  }
rules-generic-drops-squares = As peças só são largadas nestas casas: as das brancas em { $white }; as das pretas em { $black }. Os limites próprios de cada peça, como as fileiras onde os peões nunca são largados, continuam valendo.
rules-generic-drops-opposite-colours = Um lado larga as suas peças destes tipos em casas das duas cores: { $pieces }. Assim, uma delas nunca é largada numa cor onde o seu lado já tem a metade delas, e nenhum outro lance pode ocupar uma casa de que elas ainda precisam.
rules-generic-drops-first-rank-only = As peças destes tipos só são largadas na primeira fileira do seu lado (a { $white } para as brancas, a { $black } para as pretas): { $pieces }.
rules-generic-castling-by-drops = Os direitos de roque vêm das peças largadas: a peça { $king } largada na sua casa ({ $white }; as pretas: { $black }) pode fazer o roque com a peça { $rook } que esteja numa casa de roque do seu lado ({ $rooks }; as pretas: { $blackrooks }), e a peça { $rook } largada numa dessas casas dá esse direito quando a peça { $king } já está na sua casa. Depois de dados, os direitos se perdem como no xadrez, e um FEN os guarda no seu campo de roque.

# A pawn's promotion beyond the chess pawn's (Legan, Troitzky, Grand chess), and Pawnback's pawn
# moves that do not restart the move rule's count.
rules-generic-promotion-squares = A zona de promoção não são fileiras inteiras, mas estas casas: as das brancas são { $white }; as das pretas, { $black }.
rules-generic-promotion-optional = { $zone ->
    [0] Um peão que chega a uma casa da zona de promoção pode ser promovido ou continuar peão. Só tem de ser promovido onde não poderia mais avançar como peão.
    [one] Um peão que chega à zona de promoção (a última fileira, vista do seu lado) pode ser promovido ou continuar peão. Só tem de ser promovido onde não poderia mais avançar como peão.
   *[other] Um peão que chega à zona de promoção (as últimas { $zone } fileiras, vistas do seu lado) pode ser promovido ou continuar peão. Só tem de ser promovido onde não poderia mais avançar como peão, como na última fileira.
  }
rules-generic-promotion-limits = Um peão só pode virar uma peça da qual o seu lado tenha no tabuleiro menos que o número indicado: { $limits }. Um peão que não poderia virar nenhuma delas não pode ir para onde teria de ser promovido.
rules-generic-promotion-limit = { $piece } ({ $count })
# A pawn that promotes instead of moving (Sittuyin): where, into what and when not, the limits,
# the side left with its royal piece and one pawn, and how the board and the notation play it.
rules-generic-promotion-in-place = { $zone ->
    [0] Um peão não é promovido ao se mover: o que chega a uma casa da zona de promoção continua peão. Em vez disso, um peão que está numa casa da zona, ou o último peão de um lado onde quer que esteja, pode usar o seu lance para ser promovido a { $pieces }, seja onde está, seja numa casa vazia para a qual a nova peça poderia se mover dali. Essa promoção só é permitida se a nova peça não ataca nenhuma peça adversária da sua casa e o lance não dá xeque.
    [one] Um peão não é promovido ao se mover: o que chega à zona de promoção (a última fileira, vista do seu lado) continua peão. Em vez disso, um peão que está na zona, ou o último peão de um lado onde quer que esteja, pode usar o seu lance para ser promovido a { $pieces }, seja onde está, seja numa casa vazia para a qual a nova peça poderia se mover dali. Essa promoção só é permitida se a nova peça não ataca nenhuma peça adversária da sua casa e o lance não dá xeque.
   *[other] Um peão não é promovido ao se mover: o que chega à zona de promoção (as últimas { $zone } fileiras, vistas do seu lado) continua peão. Em vez disso, um peão que está na zona, ou o último peão de um lado onde quer que esteja, pode usar o seu lance para ser promovido a { $pieces }, seja onde está, seja numa casa vazia para a qual a nova peça poderia se mover dali. Essa promoção só é permitida se a nova peça não ataca nenhuma peça adversária da sua casa e o lance não dá xeque.
  }
rules-generic-promotion-in-place-limits = Um peão só pode ser promovido a uma dessas peças enquanto o seu lado tiver no tabuleiro menos que o número indicado: { $limits }.
rules-generic-promotion-in-place-stalemate = Um lado que fica só com a peça { $royal } e uma peça { $pawn }, sem estar em xeque, e cujos únicos lances são essas promoções, fica afogado: o peão não é obrigado a ser promovido, e a partida termina empatada.
rules-generic-promotion-in-place-how = No tabuleiro, selecione o peão e toque nele de novo, ou arraste-o de volta para a sua casa, para escolher em que ele se torna ali; arraste-o para outra casa para promovê-lo lá. Esse lance se escreve com a casa onde fica a nova peça, como { $san }, ou na forma do motor com as duas casas, como { $uci } para uma promoção onde o peão está.
rules-generic-pawn-moves-no-restart = Um lance de peão que não captura nada não reinicia a contagem da regra dos { $moves } lances: só uma captura a reinicia.

# Gating (S-chess, `[drops] gating`): a piece of the hand may come in where a first-rank piece
# first moves from (whether the game castles chosen at run time), how the board and the notation
# play it; with `plain_drops = false` the hand's pieces never drop anywhere else (said instead of
# rules-generic-drops), and captured pieces leaving the game is said without "dropped".
rules-generic-drops-gating = { $castling ->
    [yes] Entrada pela mão: quando uma peça da primeira fileira sai da sua casa pela primeira vez, o jogador pode trazer uma peça da sua mão para a casa que ela acabou de deixar, no mesmo lance. Ao fazer o roque, a peça pode entrar na casa do rei ou na da torre. Depois que uma peça da primeira fileira se moveu ou foi capturada, nenhuma peça entra mais pela sua casa.
   *[no] Entrada pela mão: quando uma peça da primeira fileira sai da sua casa pela primeira vez, o jogador pode trazer uma peça da sua mão para a casa que ela acabou de deixar, no mesmo lance. Depois que uma peça da primeira fileira se moveu ou foi capturada, nenhuma peça entra mais pela sua casa.
  }
rules-generic-drops-gating-only = As peças na mão nunca são largadas em outro lugar: esta é a única forma de elas entrarem no tabuleiro. As mãos aparecem acima e abaixo do tabuleiro, cada peça com o seu número.
rules-generic-drops-no-captures-gating = As peças capturadas saem do jogo como no xadrez: só podem entrar as peças que estão na mão no início.
rules-generic-drops-gating-how = { $castling ->
    [yes] No tabuleiro, faça o lance como sempre e depois escolha a peça que entra, ou nenhuma. Esse lance se escreve como sempre, seguido de uma barra e da letra da peça que entrou (/{ $letter } para a peça { $piece }); o roque escreve também a casa: { $castle }/{ $letter }{ $king } na casa do rei, { $castle }/{ $letter }{ $rook } na da torre.
   *[no] No tabuleiro, faça o lance como sempre e depois escolha a peça que entra, ou nenhuma. Esse lance se escreve como sempre, seguido de uma barra e da letra da peça que entrou (/{ $letter } para a peça { $piece }).
  }

# Janggi's palaces and passing (docs/variants.md): the board's diagonal lines ($squares: the
# squares they join, as the board labels them), a piece's moves along them ($betza, listed in
# words after), the pieces a hopper may neither hop over nor capture ($pieces: their names, "X or
# Y"), passing and the bikjang ($points: yes when the game is decided on points), and the points
# ($values: "Chariot 13, Cannon 7"; $bonus: Black's points on top, 0 for none).
rules-generic-diagonal-lines = O tabuleiro tem linhas diagonais, desenhadas nele, que unem { $squares }. Algumas peças também se movem ao longo delas: de uma casa das linhas a outra, passando só por casas das linhas.
rules-generic-line-moves = Ao longo das linhas diagonais, a peça { $piece } também se move ({ $betza }):
rules-generic-no-hop-over = A peça { $piece } não pode saltar por cima de nenhuma peça { $pieces } nem capturá-la.
rules-generic-pass = Em vez de mover, um lado que não está em xeque pode passar, com o botão Passar embaixo do tabuleiro. Quando os dois lados passam um após o outro, a partida termina { $points ->
    [yes] e se decide por pontos.
   *[no] empatada.
  }
rules-generic-bikjang = Os dois reis podem ficar frente a frente numa coluna sem nada entre eles (bikjang). O lado que tem a vez com os reis assim deve desfazer isso com o seu lance, ou passar, mesmo em xeque; esse passe termina a partida { $points ->
    [yes] e ela se decide por pontos.
   *[no] empatada.
  }
rules-generic-points = { $bonus ->
    [0] Uma partida que terminaria empatada por repetição, pela regra dos lances, por dois passes seguidos ou por um bikjang se decide em vez disso por pontos: cada lado soma os pontos das suas peças no tabuleiro ({ $values }), e vence quem tiver mais. Com os mesmos pontos, é empate.
   *[other] Uma partida que terminaria empatada por repetição, pela regra dos lances, por dois passes seguidos ou por um bikjang se decide em vez disso por pontos: cada lado soma os pontos das suas peças no tabuleiro ({ $values }), as pretas somam mais { $bonus }, e vence quem tiver mais. Com os mesmos pontos, é empate.
  }
