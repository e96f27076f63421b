# Turnpan — português do Brasil (pt-BR). Os catálogos "pt" são escritos em português brasileiro
# (você, tela, time…), de forma consistente. Mesmos identificadores que en.ftl; os textos das regras
# estão em rules/pt.ftl. A notação dos lances (e4, Nf3, O-O, =Q) não é traduzida.

site-title = Turnpan
language = Idioma
loading = Carregando…
nav-home = Voltar à página inicial
nav-rules = Regras

## Home page

home-title = Jogar uma partida
home-game = Jogo
home-time = Controle de tempo
home-mode = Adversário
home-colour = Sua cor
home-level = Nível do computador
home-create = Criar partida
control-unlimited = Sem limite
mode-friend = Um amigo, por link
mode-open = Qualquer pessoa, na lista de partidas abertas
mode-hotseat = Os dois lados neste aparelho
mode-computer = O computador
colour-choice-white = Brancas
colour-choice-black = Pretas
colour-choice-random = Aleatória

variant-chess-name = Xadrez
variant-turnover-name = Turnover
variant-central-rotational-name = Xadrez de rotação central
variant-transformer-name = Transformer
variant-turkish-name = Xadrez turco
home-rules-link = Regras
variant-chess-description = O jogo clássico: dê xeque-mate no rei.
variant-turnover-description = Empilhe anéis e botões para formar peças; dê mate em todos os Castelos adversários.
variant-central-rotational-description = As quatro casas centrais giram após cada lance; vence quem capturar o rei.
variant-transformer-description = 9×9: os peões saltam para trás e se transformam. Quem afoga o adversário vence; quem fica só com o rei perde.
variant-turkish-description = 8×10 com General, Chanceler, Ministro e os canhões Shogi e Elefante.

## Pieces

piece-name-king = Rei
piece-name-queen = Dama
piece-name-rook = Torre
piece-name-bishop = Bispo
piece-name-knight = Cavalo
piece-name-pawn = Peão
piece-name-castle = Castelo
piece-name-general = General
piece-name-chancellor = Chanceler
piece-name-minister = Ministro
piece-name-shogi = Shogi
piece-name-elephant = Elefante
piece-name-hawk = Falcão
piece-name-double-step-queen = Dama de passo duplo
piece-name-double-step-rook = Torre de passo duplo
piece-name-double-step-bishop = Bispo de passo duplo
piece-name-double-knight = Cavalo duplo
piece-name-transformer = Transformador
# Shogi's pieces (variants/examples/shogi.toml, minishogi.toml).
piece-name-gold-general = General de ouro
piece-name-silver-general = General de prata
piece-name-lance = Lanceiro
piece-name-tokin = Tokin
piece-name-horse = Cavalo-dragão
piece-name-advisor = Conselheiro
piece-name-chariot = Carruagem
piece-name-cannon = Canhão
piece-name-soldier = Soldado
piece-name-banner = Estandarte
piece-xiangqi-n = Cavalo
piece-manchu-n = Cavalo
piece-minixiangqi-n = Cavalo
piece-janggi-n = Cavalo
piece-name-guard = Guarda
piece-torishogi-k = Fênix
piece-torishogi-f = Falcão
piece-torishogi-c = Grou
piece-torishogi-l = Codorna esquerda
piece-torishogi-r = Codorna direita
piece-torishogi-p = Faisão
piece-torishogi-s = Andorinha
piece-torishogi-g = Ganso
piece-torishogi-e = Águia
piece-yarishogi-r = Torre yari
piece-yarishogi-n = Cavalo yari
piece-yarishogi-b = Bispo yari
piece-yarishogi-g = Ouro yari
piece-yarishogi-h = Ouro yari
piece-yarishogi-s = Prata yari
piece-name-dragon = Dragão
piece-name-promoted-silver = Prata promovida
piece-name-promoted-knight = Cavalo promovido
piece-name-promoted-lance = Lanceiro promovido
# The example games' other pieces (variants/examples/*.toml). The compounds of the large boards
# (Grand, Opulent, Omicron, Ten cubed, Gustav III, Perfect chess): Ten cubed spells its
# rook-knight Marshall, Grand chess Marshal.
piece-name-archbishop = Arcebispo
piece-name-cardinal = Cardeal
piece-name-marshal = Marechal
piece-name-marshall = Marechal
piece-name-amazon = Amazona
piece-name-champion = Campeão
piece-name-wizard = Mago
# Makruk's family (makruk.toml, cambodian.toml, ai-wok.toml…), Sittuyin and Shatar: their own words.
piece-name-khon = Khon
piece-name-met = Met
piece-name-ai-wok = Ai-wok
piece-name-sin = Sin
piece-name-bers = Bers
# Dobutsu shogi (Opulent chess has a lion too) and Sho shogi.
piece-name-lion = Leão
piece-name-giraffe = Girafa
piece-name-chick = Pintinho
piece-name-hen = Galinha
piece-name-drunk-elephant = Elefante bêbado
piece-name-crown-prince = Príncipe herdeiro
# Spartan chess.
piece-name-warlord = Senhor da guerra
piece-name-lieutenant = Tenente
piece-name-captain = Capitão
piece-name-hoplite = Hoplita
# Breakthrough's and Clobber's plain men.
piece-name-piece = Peça
piece-name-stone = Pedra
# A promoted piece (shogi's +P, drawn in red with a + badge): the piece it was, lower case, and
# the name of the kind it became with that.
piece-promoted = { $piece } com promoção
piece-promoted-kind = { $kind } ({ $promoted })

## Lobby

lobby-title = Partidas abertas
lobby-filter = Mostrar
lobby-all-games = Todos os jogos
lobby-game = Jogo
lobby-time = Tempo
lobby-you-play = Você joga de
lobby-join = Entrar
lobby-yours = Sua partida
lobby-empty = Nenhuma partida aberta agora. Crie uma!

## Game page

colour-white = Brancas
colour-black = Pretas
you = você
seat-empty = aguardando um jogador
moves-title = Lances
move-pass = passa
status-waiting = Aguardando o segundo jogador entrar.
status-your-turn = { $colour ->
    [white] Sua vez (Brancas)
   *[black] Sua vez (Pretas)
  }
status-their-turn = { $colour ->
    [white] Vez das Brancas
   *[black] Vez das Pretas
  }
status-watching = { $colour ->
    [white] Você está assistindo · vez das Brancas
   *[black] Você está assistindo · vez das Pretas
  }
status-first-move = { $colour ->
    [white] As Brancas precisam fazer o primeiro lance em { $seconds } s
   *[black] As Pretas precisam fazer o primeiro lance em { $seconds } s
  }
invite-label = Envie este link para o seu amigo:
invite-copy = Copiar link
invite-copied = Link copiado.
invite-copy-manual = Copie o link selecionado.

board-goal-square = Casa-meta: o rei que chega a ela ganha
game-checks-left = Xeques a dar: brancas { $white }, pretas { $black }
# Makruk's counting rules: the count running in the position shown, in moves.
game-count = Contagem: { $count } de { $limit } lances
action-flip = Girar o tabuleiro
action-abort = Cancelar a partida
action-resign = Abandonar
action-draw = Propor empate
action-takeback = Pedir para voltar o lance
action-rematch = Revanche
action-claim-win = Reivindicar a vitória
action-claim-draw = Declarar empate
action-pass = Passar
action-pass-title = Não mover nenhuma peça: o outro lado joga a seguir.
confirm-abort = Quer mesmo cancelar a partida?
confirm-resign = Quer mesmo abandonar a partida?
confirm-claim-win = Quer mesmo reivindicar a vitória?
confirm-claim-draw = Quer mesmo encerrar a partida com empate?

offer-accept = Aceitar
offer-decline = Recusar
offer-draw-received = Seu adversário propõe empate.
offer-takeback-received = Seu adversário pede para voltar o lance.
offer-rematch-received = Seu adversário quer uma revanche.
offer-draw-sent = Você propôs empate. Aguardando resposta.
offer-takeback-sent = Você pediu para voltar o lance. Aguardando resposta.
offer-rematch-sent = Você propôs uma revanche. Aguardando resposta.
offer-draw-by = { $colour ->
    [white] As Brancas propõem empate.
   *[black] As Pretas propõem empate.
  }
offer-takeback-by = { $colour ->
    [white] As Brancas pedem para voltar o lance.
   *[black] As Pretas pedem para voltar o lance.
  }
offer-rematch-by = { $colour ->
    [white] As Brancas querem uma revanche.
   *[black] As Pretas querem uma revanche.
  }

nav-first = Posição inicial
nav-prev = Lance anterior
nav-next = Próximo lance
nav-last = Posição atual
review-note = Você está vendo uma posição anterior. Clique em » para voltar.

game-rules-link = Como jogar
download-pgn = Baixar PGN
download-fen = Baixar FEN
promotion-title = Escolha uma peça
# A pawn that may stay a pawn in the promotion zone (Grand chess): the choice that does not promote.
promotion-stay = { $piece } (sem promoção)
# A piece of the hand that may go down as itself or as its promoted form (Kyoto shogi): the
# picker's name.
drop-side-title = Escolha com que lado para cima largar a peça
# A pawn that promotes where it stands (Sittuyin), offered when it is pressed again: the
# picker's name.
promotion-in-place-title = Promover onde está: escolha uma peça
# Gating (S-chess): a first-rank piece's first move may bring a piece of the hand in on the
# square it leaves (castling: on the king's square or the rook's). The picker's name, its choice
# of no piece (for a move, for castling), and each piece's choice.
gate-title = Traga uma peça da sua mão, ou nenhuma
gate-none = Nenhuma peça entra
gate-castle-none = Fazer o roque sem trazer nenhuma peça
gate-piece = { $piece } entra em { $square }

connection-connecting = Conectando…
connection-lost = Conexão perdida. Reconectando…

## Result

result-title = { $winner ->
    [white] Vitória das Brancas
    [black] Vitória das Pretas
   *[none] Empate
  }
result-aborted = Partida cancelada
reason-checkmate = { $loser ->
    [white] As Brancas levaram xeque-mate.
   *[black] As Pretas levaram xeque-mate.
  }
reason-stalemate = { $winner ->
    [white] As Brancas afogaram as Pretas, e neste jogo quem afoga vence.
    [black] As Pretas afogaram as Brancas, e neste jogo quem afoga vence.
   *[none] Afogamento: o lado da vez não tem nenhum lance legal.
  }
reason-threefold-repetition = { $winner ->
    [white] A mesma posição ocorreu três vezes, e neste jogo isso se decide por pontos: vencem as brancas.
    [black] A mesma posição ocorreu três vezes, e neste jogo isso se decide por pontos: vencem as pretas.
   *[none] A mesma posição ocorreu três vezes.
  }
reason-fifty-move-rule = { $winner ->
    [white] Cinquenta lances de cada lado sem captura nem lance de peão, e neste jogo isso se decide por pontos: vencem as brancas.
    [black] Cinquenta lances de cada lado sem captura nem lance de peão, e neste jogo isso se decide por pontos: vencem as pretas.
   *[none] Cinquenta lances de cada lado sem captura nem lance de peão.
  }
reason-insufficient-material = Nenhum dos lados tem material suficiente para dar mate.
reason-king-captured = { $loser ->
    [white] O rei branco foi capturado.
   *[black] O rei preto foi capturado.
  }
reason-king-exploded = { $loser ->
    [white] O rei branco foi pelos ares.
   *[black] O rei preto foi pelos ares.
  }
reason-bare-king = { $loser ->
    [white] As Brancas ficaram só com o rei.
   *[black] As Pretas ficaram só com o rei.
  }
reason-no-castles = { $loser ->
    [white] As Brancas não têm mais nenhum Castelo para jogar.
   *[black] As Pretas não têm mais nenhum Castelo para jogar.
  }
reason-goal-reached = { $winner ->
    [none] { $piece ->
        [none] Os dois lados chegaram a uma casa-meta.
       *[other] A peça { $piece } de cada lado chegou a uma casa-meta.
    }
    [white] { $piece ->
        [none] Uma peça branca chegou a uma casa-meta.
       *[other] A peça { $piece } das brancas chegou a uma casa-meta.
    }
   *[black] { $piece ->
        [none] Uma peça preta chegou a uma casa-meta.
       *[other] A peça { $piece } das pretas chegou a uma casa-meta.
    }
  }
reason-checks-given = { $winner ->
    [white] As brancas deram os xeques que vencem.
   *[black] As pretas deram os xeques que vencem.
  }
reason-drop-mate = { $loser ->
    [white] As brancas deram mate largando uma peça que não pode dar mate: vencem as pretas.
   *[black] As pretas deram mate largando uma peça que não pode dar mate: vencem as brancas.
  }
reason-extinction = { $loser ->
    [white] As Brancas perderam as peças que este jogo as obriga a manter.
    [black] As Pretas perderam as peças que este jogo as obriga a manter.
   *[none] { $bare ->
        [white] Às Brancas só resta a peça { $piece }, e neste jogo isso é empate.
        [black] Às Pretas só resta a peça { $piece }, e neste jogo isso é empate.
        [both] A cada lado só resta a peça { $piece }, e neste jogo isso é empate.
       *[none] Um lado ficou com poucas demais das peças que este jogo conta, e neste jogo isso é empate.
    }
  }
reason-extinction-win = { $winner ->
    [white] As Brancas se livraram das peças que este jogo conta, e vencem.
   *[black] As Pretas se livraram das peças que este jogo conta, e vencem.
  }
reason-checkmated-wins = { $winner ->
    [white] As Brancas levaram xeque-mate, e neste jogo isso vence.
   *[black] As Pretas levaram xeque-mate, e neste jogo isso vence.
  }
reason-stalemated-wins = { $winner ->
    [white] As Brancas não têm nenhum lance legal, e neste jogo isso vence.
   *[black] As Pretas não têm nenhum lance legal, e neste jogo isso vence.
  }
reason-forbidden-mate = { $loser ->
    [white] As brancas deram mate só com peças que não podem dar mate sozinhas, e isso perde: vencem as pretas.
   *[black] As pretas deram mate só com peças que não podem dar mate sozinhas, e isso perde: vencem as brancas.
  }
reason-mate-without-shak = Xeque-mate, mas a sequência ininterrupta de xeques que levou a ele não teve nenhum xeque das peças que este jogo exige, então a partida empata.
reason-counting-rule = A contagem passou do limite antes que o lado mais forte conseguisse dar xeque-mate, então a partida empata.
reason-perpetual-check = { $loser ->
    [white] As brancas deram xeque a cada lance enquanto a posição se repetia, e neste jogo o xeque perpétuo perde: vencem as pretas.
   *[black] As pretas deram xeque a cada lance enquanto a posição se repetia, e neste jogo o xeque perpétuo perde: vencem as brancas.
  }
# Janggi: $winner is the side ahead on points, none for a draw (a game without points).
reason-bikjang = { $winner ->
    [white] Os reis ficaram frente a frente numa coluna aberta e um lado passou (bikjang), o que termina a partida: vencem as brancas por pontos.
    [black] Os reis ficaram frente a frente numa coluna aberta e um lado passou (bikjang), o que termina a partida: vencem as pretas por pontos.
   *[none] Os reis ficaram frente a frente numa coluna aberta e um lado passou (bikjang), o que termina a partida empatada.
  }
reason-both-passed = { $winner ->
    [white] Os dois lados passaram, um após o outro, o que termina a partida: vencem as brancas por pontos.
    [black] Os dois lados passaram, um após o outro, o que termina a partida: vencem as pretas por pontos.
   *[none] Os dois lados passaram, um após o outro, o que termina a partida empatada.
  }
reason-timeout = { $loser ->
    [white] O tempo das Brancas acabou.
   *[black] O tempo das Pretas acabou.
  }
reason-timeout-vs-insufficient-material = O tempo acabou, mas o outro lado não tem material para dar mate.
reason-resignation = { $loser ->
    [white] As Brancas abandonaram.
   *[black] As Pretas abandonaram.
  }
reason-agreement = Os jogadores concordaram com o empate.
reason-abandonment = { $loser ->
    [white] As Brancas saíram da partida.
    [black] As Pretas saíram da partida.
   *[none] Um jogador saiu da partida.
  }

## Errors

error-load = Não foi possível conectar ao servidor do Turnpan.
error-game-not-found = Não há nenhuma partida neste endereço.
error-unknown-variant = Jogo desconhecido: { $id }
error-create = Não foi possível criar a partida. Tente de novo.
error-join = Não foi possível entrar nessa partida: talvez alguém tenha pegado o lugar.
error-action = Não deu certo. Tente de novo.
error-offline = Você está sem conexão; o lance não foi enviado.
error-illegal-move = Esse lance não é legal.
error-not-your-turn = Não é a sua vez.
error-forbidden = Você não ocupa nenhum lugar nesta partida.
error-game-over = A partida terminou.
error-waiting = Aguardando o segundo jogador entrar.
error-stale = O tabuleiro estava desatualizado; já foi atualizado.
error-conflict = Isso não é possível agora.
error-rate-limited = Você enviou mensagens demais em pouco tempo. Espere um pouco e tente de novo.
error-unavailable = A partida está passando para outro servidor. Tente de novo daqui a pouco.
error-too-many-variants = Você já tem o máximo de variantes permitido (20). Apague uma primeiro.
error-variant-too-slow = A geração de lances desta variante é lenta demais para o servidor.
notice-seat-taken = Os dois lugares estão ocupados: você está assistindo a esta partida.
notice-join-failed = Não foi possível entrar com este link: você está assistindo a esta partida.

## Rules pages

rules-index-title = Regras dos jogos
rules-index-intro = Escolha um jogo para aprender a jogá-lo. Cada página tem tabuleiros pequenos onde você mesmo pode experimentar os lances.
rules-title = Regras: { $name }
rules-contents = Conteúdo
rules-start-caption = A posição inicial. As Brancas estão embaixo.
rules-play = Jogar: { $name }
tryit-title = Exercício
tryit-instruction = Experimente: toque ou arraste a peça marcada até a casa dela.
tryit-right = Certo!
tryit-wrong = Essa casa não. Olhe a casa marcada e tente de novo.
tryit-wrong-piece = Casa certa, mas escolha a peça que o exercício pede.
tryit-again = Mais uma vez
diagram-legend-move = move-se para lá
diagram-legend-capture = captura lá
diagram-legend-both = move-se ou captura lá
diagram-legend-initial = só a partir da sua fileira inicial
diagram-legend-hop-move = move-se para lá pulando sobre uma peça
diagram-legend-hop-capture = captura lá pulando sobre exatamente uma peça

# A piece's Betza text in words (rules pages, the variant designer): one sentence per kind of move.
betza-do-both = Move ou captura
betza-do-move-only = Move sem capturar
betza-do-capture-only = Só captura
betza-initial = só a partir da sua fila inicial
betza-W-one = uma casa em linha reta
betza-W-ride = qualquer número de casas em linha reta, até a primeira peça
betza-W-line = qualquer número de casas em linha reta
betza-W-upto = até { $n } casas em linha reta
betza-F-one = uma casa na diagonal
betza-F-ride = qualquer número de casas na diagonal, até a primeira peça
betza-F-line = qualquer número de casas na diagonal
betza-F-upto = até { $n } casas na diagonal
betza-leap-D = um salto de duas casas em linha reta
betza-leap-N = o salto do cavalo (duas casas num sentido e uma no outro)
betza-leap-A = um salto de duas casas na diagonal
betza-leap-H = um salto de três casas em linha reta
betza-leap-C = o salto do camelo (três casas num sentido e uma no outro)
betza-leap-Z = o salto da zebra (três casas num sentido e duas no outro)
betza-leap-G = um salto de três casas na diagonal
betza-leap-one = { $leap }
betza-leap-ride = { $leap }, repetidamente em linha enquanto as casas estiverem vazias
betza-leap-line = { $leap }, repetidamente em linha
betza-leap-upto = { $leap }, até { $n } vezes em linha enquanto as casas estiverem vazias
betza-dirs = , { $dirs }
betza-some = ({ $count } das suas { $of })
betza-dir-forward = para a frente
betza-dir-forward-right = para a frente à direita
betza-dir-right = para a direita
betza-dir-backward-right = para trás à direita
betza-dir-backward = para trás
betza-dir-backward-left = para trás à esquerda
betza-dir-left = para a esquerda
betza-dir-forward-left = para a frente à esquerda
betza-lame = , só se as casas por onde passa estiverem vazias
betza-hop-cannon = , saltando exatamente uma peça pelo caminho
betza-hop-grasshopper = , por cima de uma peça, caindo logo atrás dela
betza-error = Não é Betza na coluna { $column }: { $message }
betza-error-empty = nada escrito
betza-error-unknown-modifier = '{ $detail }' não é um modificador (m c f b l r v s n p g i)
betza-error-no-piece-letter = os modificadores não têm depois uma letra de peça
betza-error-unknown-piece-letter = '{ $detail }' não é uma letra de peça (W F D N A H C Z G, K R B Q)
betza-error-range-too-large = um alcance de { $detail } é mais do que 64
betza-error-lame-rider = 'n' (coxo) é para saltadores, não para peças de percurso
betza-error-no-direction-left = '{ $detail }': essas direções não lhe deixam nenhum movimento
betza-error-board = Um tabuleiro tem de 2 a 16 colunas e filas, e 128 casas no máximo.
betza-lab-title = Laboratório Betza: experimente uma peça
betza-lab-intro = Escreva como uma peça se move em notação Betza e veja para onde vai e o que significa cada grupo de letras. O tabuleiro e as palavras mudam enquanto escreve.
betza-lab-label = Betza
betza-lab-files = Colunas
betza-lab-ranks = Filas
betza-lab-link = Experimente qualquer peça em notação Betza
betza-lab-click = Ou clique nas casas à volta da peça para construir um saltador: cada clique ativa um salto (move ou captura), depois só move, depois só captura, e tira-o. Os saltos do cavalo, do camelo e da zebra vão aos pares.
diagram-leaves = Ao se mover, deixa para trás: { $piece }.
diagram-unavailable = Não foi possível carregar os diagramas das peças.

# Board: access and chat

piece-tip-title = { $colour ->
    [white] { $piece } (Brancas)
   *[black] { $piece } (Pretas)
  }
piece-tip-white-view = O diagrama mostra os lances da peça vistos do lado das Brancas.
stack-turnover-p = um anel externo
stack-turnover-b = um anel interno
stack-turnover-r = um botão
stack-turnover-n = anel externo e anel interno
stack-turnover-q = anel interno e botão
stack-turnover-c = anel externo, anel interno e botão

move-entry-label = Digite um lance
move-entry-options = Lances que correspondem
move-entry-placeholder = por exemplo { $example }
move-entry-wait = ainda não é a sua vez
move-entry-not-now = Você não pode jogar agora.
move-entry-none = Nenhum lance legal corresponde a “{ $text }”.
move-entry-count = { $count ->
    [one] Um lance corresponde: aperte Enter para jogá-lo.
   *[other] { $count } lances correspondem: continue digitando ou escolha um com as setas.
  }
move-entry-ambiguous = “{ $text }” pode ser mais de um lance: continue digitando ou escolha um com as setas.

chat-title = Chat
chat-log = Mensagens
chat-input-label = Mensagem para o seu adversário
chat-placeholder = Diga algo ao seu adversário
chat-send = Enviar
chat-you = Você
chat-colour = { $colour ->
    [white] Brancas
   *[black] Pretas
  }
chat-too-long = Uma mensagem tem no máximo { $max } caracteres.
chat-slow-down = Você está escrevendo rápido demais: espere { $seconds } s.
chat-refused = A mensagem não foi enviada.
spectators-count = { $count ->
    [one] Um espectador está assistindo.
   *[other] { $count } espectadores estão assistindo.
  }

blind-setting = Modo leitor de tela
blind-title = O tabuleiro para leitores de tela
blind-log = Avisos
blind-read-clocks = Ler os relógios
blind-no-clocks = Esta partida não tem relógios.
blind-square-label = Casa
blind-piece-moves = Lances legais da peça que está lá
blind-by-piece = A posição por peça
blind-by-square = A posição por casa
blind-no-pieces = nenhuma peça
blind-empty = vazia
blind-hole = buraco
blind-cell = { $colour ->
    [white] { $piece } (brancas)
   *[black] { $piece } (pretas)
  }
blind-piece = { $colour ->
    [white] { $piece } (Brancas) em { $square }
   *[black] { $piece } (Pretas) em { $square }
  }
blind-move = { $colour ->
    [white] As Brancas jogaram { $move }
   *[black] As Pretas jogaram { $move }
  }
blind-check = xeque
blind-clocks = Relógios: Brancas { $white }, Pretas { $black }.
blind-review = Revendo a partida depois de: { $move }.
blind-review-start = Revendo a posição inicial.
blind-taken-back = Um lance foi desfeito. Último lance: { $move }.
blind-result = Fim da partida: { $result }. { $reason }
blind-bad-square = “{ $square }” não é uma casa deste tabuleiro.
blind-empty-square = { $square } está vazia.
blind-hole-square = { $square } é um buraco: o tabuleiro não tem essa casa.
blind-not-to-move = { $colour ->
    [white] não é a vez das Brancas.
   *[black] não é a vez das Pretas.
  }
blind-no-moves = nenhum lance legal.

# Board: play and settings

offer-draw-declined = Sua proposta de empate foi recusada.
offer-takeback-declined = Seu pedido para voltar o lance foi recusado.
offer-rematch-declined = Sua proposta de revanche foi recusada.
abort-requested = { $colour ->
    [white] As Brancas cancelaram a partida.
   *[black] As Pretas cancelaram a partida.
  }
abort-no-first-move = { $colour ->
    [white] As Brancas não fizeram o primeiro lance a tempo.
   *[black] As Pretas não fizeram o primeiro lance a tempo.
  }
abort-nobody-joined = Ninguém entrou na partida a tempo.
not-found-title = Página não encontrada
not-found-text = Não há nada neste endereço. Confira o link ou recomece pela página inicial.
settings-open = Configurações
settings-title = Configurações
settings-close = Fechar
settings-color-scheme = Claro ou escuro
settings-color-scheme-system = Como o sistema
settings-color-scheme-light = Claro
settings-color-scheme-dark = Escuro
settings-board-theme = Cores do tabuleiro
settings-board-theme-wood = Madeira
settings-board-theme-blue = Azul
settings-board-theme-green = Verde
settings-piece-theme = Peças
settings-piece-theme-classic = Clássicas
settings-piece-theme-contrast = Alto contraste
settings-piece-theme-letters = Letras
settings-board = Tabuleiro
settings-board-size = Tamanho do tabuleiro
settings-coordinates = Mostrar as coordenadas
settings-animation = Animação das peças
settings-animation-off = Nenhuma
settings-animation-fast = Rápida
settings-animation-normal = Normal
settings-animation-slow = Lenta
settings-play = Jogo
settings-promote-first = Sempre promover para a primeira opção (a dama no xadrez), sem o seletor
settings-hotseat-turn = Em partidas num só aparelho, girar o tabuleiro para o lado que joga
settings-sound = Som
settings-sound-on = Tocar sons
settings-volume = Volume
settings-sound-test = Testar o som
settings-notifications-title = Notificações
settings-notifications = Me avisar quando meu adversário jogar enquanto esta aba estiver oculta
settings-notifications-denied = O navegador não permite notificações deste site; você pode mudar isso nas configurações do site.
settings-notifications-unsupported = Este navegador não consegue mostrar notificações.
settings-saved-note = Suas configurações ficam salvas neste navegador.
title-your-turn = Sua vez
notify-title = Sua vez
notify-body = { $game }: seu adversário jogou { $move }.
home-tagline = Turnpan: jogue xadrez e variantes do xadrez no navegador, de graça e sem conta, contra um amigo, contra qualquer pessoa ou contra o computador.
quick-title = Início rápido: xadrez
quick-anyone = contra qualquer pessoa
quick-computer = contra o computador
quick-anyone-hint = Xadrez { $control } contra qualquer pessoa: você entra numa partida aberta do mesmo tipo ou abre uma nova
quick-computer-hint = Xadrez { $control } contra o computador (nível { $level })
quick-error = Não foi possível começar a partida. Tente de novo.
action-new-game = Nova partida

## Accounts, ratings, game history, leaderboards (issue 24)
nav-leaderboard = Rankings
header-sign-in = Entrar
header-account = Conectado como { $name }: seu perfil
home-rated = Tipo de partida
home-rated-casual = Casual
home-rated-rated = Ranqueada
home-rated-note = Uma partida ranqueada muda o rating dos dois jogadores.
home-rated-needs-account = Entre na sua conta para jogar partidas ranqueadas.
home-rated-needs-clock = Uma partida ranqueada precisa de um controle de tempo: escolha um acima.
home-rated-needs-opponent = Partidas ranqueadas são jogadas contra um amigo ou contra qualquer pessoa da lista de partidas abertas.
error-rated-signin = Entre na sua conta primeiro: partidas ranqueadas precisam de uma conta.
error-join-yourself = Você não pode jogar contra si mesmo numa partida ranqueada.
lobby-rating-range = Rating do adversário
lobby-rating-min = de
lobby-rating-max = até
lobby-player = Jogador
lobby-kind = Tipo
lobby-rated-signin = Entre na sua conta para participar de uma partida ranqueada
lobby-none-match = Nenhuma partida aberta corresponde a esses filtros.
recent-title = Suas partidas recentes
recent-empty = As partidas que você jogar neste navegador vão aparecer aqui, para você sempre poder voltar a elas.
recent-profile = Seu perfil e todas as suas partidas
recent-no-opponent = ninguém entrou ainda
recent-opponent = Adversário
recent-result = Resultado
recent-aborted = Cancelada
recent-win = Vitória
recent-loss = Derrota
recent-draw = Empate
recent-waiting = Aguardando adversário
recent-playing = Em andamento
player-anonymous = Anônimo
player-computer = Computador (nível { $level })
player-deleted = Conta excluída
rating-change-title = Mudanças de rating
rating-change-line = { $name }: { $change }
auth-username = Nome de usuário
auth-username-hint = De { $min } a { $max } caracteres: letras (a–z, A–Z), números, _ ou -
auth-password = Senha
auth-password-hint = Pelo menos { $min } caracteres.
auth-username-missing = Digite um nome de usuário.
auth-username-characters = Um nome de usuário só pode ter letras de a a z (sem acentos nem ç), números, _ e -.
auth-username-length = Um nome de usuário precisa ter de 2 a 20 caracteres.
auth-password-missing = Digite sua senha.
auth-password-short = A senha precisa ter pelo menos 8 caracteres.
auth-password-long = A senha é longa demais: no máximo 256 bytes (cerca de 256 letras, menos com acentos ou outros alfabetos).
auth-too-many = Tentativas demais. Tente de novo em { $seconds } s.
auth-try-again-now = Você já pode tentar de novo.
auth-server-said = O servidor recusou: { $message }
auth-signed-in-as = Conectado como { $name }
signup-title = Criar uma conta
signup-why = Com uma conta você tem um rating em cada jogo e ritmo, e suas partidas ficam guardadas no seu perfil. Você sempre pode jogar sem conta.
signup-submit = Criar conta
signup-have-account = Já tem uma conta?
signup-taken = Esse nome de usuário já existe. Escolha outro.
login-title = Entrar
login-submit = Entrar
login-no-account = Ainda não tem conta?
login-wrong = Nome de usuário ou senha incorretos.
account-title = Configurações da conta
account-signed-out = Você não está conectado.
account-password-title = Trocar a senha
account-current-password = Senha atual
account-new-password = Nova senha
account-password-submit = Trocar a senha
account-password-done = Sua senha foi trocada. Seus outros dispositivos foram desconectados.
account-wrong-password = A senha está incorreta.
account-logout-title = Sair
account-logout = Sair da conta neste dispositivo
account-delete-title = Excluir a conta
account-delete-explain = Sua conta e seus ratings são excluídos para sempre. Suas partidas continuam, e no lugar do seu nome aparece “Conta excluída”.
account-delete-sure = Entendo que isso não pode ser desfeito
account-delete-not-sure = Marque a caixa primeiro para confirmar.
account-delete-submit = Excluir minha conta
speed-bullet = Bullet
speed-blitz = Blitz
speed-rapid = Rápida
speed-classical = Clássica
profile-not-found = Não existe nenhum jogador chamado { $name }.
profile-since = Membro desde { $date }
profile-games = { $count ->
    [one] { $count } partida
   *[other] { $count } partidas
}
profile-ratings = Ratings
profile-speed = Ritmo
profile-rating = Rating
profile-rated-games = Partidas ranqueadas
profile-provisional = Provisório: o rating se firma depois de mais algumas partidas (desvio ±{ $deviation }).
profile-deviation = Desvio do rating ±{ $deviation }
profile-provisional-note = Um rating marcado com ? é provisório: ainda não é confiável e muda rápido.
profile-no-ratings = Nenhuma partida ranqueada ainda.
profile-history = Histórico de rating
profile-category = Jogo e ritmo
profile-chart-table = Os pontos numa tabela
profile-chart-summary = Histórico de rating, { $category }: { $count ->
    [one] uma partida, rating { $last }
   *[other] { $count } partidas, de { $first } a { $last }
}
profile-no-history = O gráfico aparece depois da primeira partida ranqueada.
profile-game-list = Partidas
profile-result = Resultado
profile-result-all = Todos os resultados
profile-result-win = Vitórias
profile-result-loss = Derrotas
profile-result-draw = Empates
profile-no-games = Nenhuma partida para mostrar.
profile-date = Data
profile-moves = Lances
profile-pages = Páginas de partidas
profile-newer = Mais recentes
profile-older = Mais antigas
profile-page = Página { $page } de { $pages }
leaderboard-title = Rankings
leaderboard-games = Jogos
leaderboard-speeds = Ritmos
leaderboard-rank = Posição
leaderboard-player = Jogador
leaderboard-note = Os 100 melhores jogadores de cada jogo e ritmo, quando o rating deles já não é provisório.
leaderboard-empty = Ainda não há ninguém neste ranking.
leaderboard-no-game = Esse jogo não existe.
leaderboard-no-speed = Esse ritmo não existe: bullet, blitz, rápida ou clássica.

## Post-game review (issue 25)
review-button = Análise da partida
review-title = Análise: { $game }
review-back = Voltar à partida
review-depth = Profundidade
review-analyse = Analisar
review-cancel = Cancelar
review-progress-label = Progresso da análise
review-progress = Posição { $done } de { $total }
review-cancelled = Análise cancelada.
review-error = A análise falhou: { $message }
review-engine-restarted = O motor parou e foi reiniciado: { $reason }
review-none = Ainda não há análise: escolha uma profundidade e clique em “Analisar”. O motor roda no seu navegador.
review-computed = Analisada aqui com profundidade { $depth }.
review-saved = Salva por { $name }, analisada com profundidade { $depth }.
review-not-finished = Esta partida ainda não terminou: você poderá analisá-la quando ela acabar.
review-graph = Chances de vitória das brancas, lance a lance
review-graph-side = { $side }: { $blunders } erros graves, { $mistakes } erros, { $inaccuracies } imprecisões.
review-accuracy = Precisão
review-inaccuracies = Imprecisões (?!)
review-mistakes = Erros (?)
review-blunders = Erros graves (??)
review-mark-inaccuracy = Imprecisão
review-mark-mistake = Erro
review-mark-blunder = Erro grave
review-best = O melhor era { $move }.
review-chances = Chances de vitória de quem jogou: { $before }% antes, { $after }% depois.
review-save = Salvar esta análise na partida
review-sign-in = Entre na sua conta para salvar esta análise na partida.
review-save-failed = Não foi possível salvar a análise: { $message }
review-deeper-saved = Já existe uma análise salva desta partida pelo menos tão profunda.

## Board editor (issue 25, part 4)

editor-link = Editor de posição
editor-edit-position = Editar a posição
editor-title = Editor de posição: { $name }
editor-palette-white = Peças brancas
editor-palette-black = Peças pretas
editor-white-piece = Peça branca: { $piece }
editor-black-piece = Peça preta: { $piece }
editor-stack-p = um anel externo
editor-stack-b = um anel interno
editor-stack-r = um botão
editor-stack-n = um anel externo e um anel interno
editor-stack-q = um anel interno e um botão
editor-stack-c = um anel externo, um anel interno e um botão
editor-eraser = Borracha
editor-clear = Esvaziar o tabuleiro
editor-start = Posição inicial
editor-square = Casa
editor-put = Colocar
editor-bad-square = { $square } não é uma casa deste tabuleiro.
editor-hole-square = { $square } é um buraco deste tabuleiro: nada pode ficar ali.
editor-choose-first = Escolha primeiro uma peça ou a borracha.
editor-turn = Quem joga
editor-castling = Direitos de roque
editor-castle-white-short = Brancas, roque pequeno (K)
editor-castle-white-long = Brancas, roque grande (Q)
editor-castle-black-short = Pretas, roque pequeno (k)
editor-castle-black-long = Pretas, roque grande (q)
editor-en-passant = Casa de en passant
editor-en-passant-none = nenhuma
editor-halfmove = Contador de meios lances
editor-fullmove = Número do lance
editor-rules-unavailable = Não foi possível carregar as regras deste jogo: { $message }
editor-valid = Uma posição legal.
editor-over = Nesta posição a partida já terminou. { $how } Você pode analisá-la, mas não jogar a partir dela.
editor-over-no-play = Uma partida não pode começar numa posição que já terminou.
editor-fix-first = Corrija a posição primeiro.
editor-castling-dropped = As regras retiram os direitos de roque { $rights }: o rei ou a torre não está na sua casa inicial.
editor-analyse = Analisar
editor-you-play = Você joga com
editor-side-to-move = o lado que joga
editor-play-computer = Jogar contra o computador a partir daqui
editor-play-friend = Jogar com um amigo a partir daqui
editor-create-failed = Não foi possível criar a partida: { $message }
editor-field-placement = Disposição das peças
editor-field-side-to-move = Quem joga
editor-field-castling = Direitos de roque
editor-field-en-passant = Casa de en passant
editor-field-halfmove-clock = Contador de meios lances
editor-field-checks = Xeques a dar
editor-field-fullmove-number = Número do lance
editor-field-position = Posição
editor-error-at = { $field }, caractere { $column }: { $problem }
editor-error-in = { $field }: { $problem }
editor-error-empty = O FEN está vazio.
editor-error-too-many-fields = um FEN tem no máximo seis campos.
editor-error-rank-count = foram dadas { $given } fileiras, mas o tabuleiro tem { $ranks }.
editor-error-empty-run-of-zero = uma sequência de 0 casas vazias.
editor-error-bad-run = “{ $text }” não é uma sequência de 1 a 8 casas vazias.
editor-error-unknown-piece = “{ $letter }” não é uma peça de { $game }.
editor-error-not-turnover-piece = “{ $letter }” não é uma peça do Turnover (P B R N Q C).
editor-error-rank-too-long = a fileira { $rank } tem mais de { $files } casas.
editor-error-rank-too-short = a fileira { $rank } tem { $squares } casas, não { $files }.
editor-error-bad-side-to-move = “{ $text }” não é w (Brancas) nem b (Pretas).
editor-error-bad-castling = “{ $letter }” não é uma de K, Q, k, q.
editor-error-repeated-castling = “{ $letter }” aparece duas vezes.
editor-error-not-a-square = “{ $text }” não é uma casa deste tabuleiro.
editor-error-no-double-step = { $square } não é a casa atrás de um peão que acabou de avançar duas casas.
editor-error-hole-not-marked = { $square } é um buraco deste tabuleiro: o FEN deve escrever * ali.
editor-error-not-a-hole = { $square } é uma casa deste tabuleiro, não um buraco: * só fica nos buracos do tabuleiro.
editor-error-not-in-turnover = { $what ->
    [castling] o Turnover não tem roque; escreva “-”.
   *[other] o Turnover não tem en passant; escreva “-”.
  }
editor-error-bad-checks = '{ $text }' não são os xeques a dar das brancas e das pretas, como 3+3 (no máximo { $max } cada).
editor-error-no-first-move-right = “{ $letter }” não corresponde a nenhuma peça com direito de primeiro lance na primeira fileira do seu lado.
editor-error-no-gate = “{ $letter }” não corresponde a nenhuma porta: nenhuma peça do seu lado está nessa coluna da sua primeira fileira.
editor-error-bad-count = “{ $text }” não é uma contagem de 0 a 1000 meios lances.
editor-error-not-a-number = “{ $text }” não é um número.
editor-error-not-a-non-negative-number = “{ $text }” não é um número inteiro igual ou maior que 0.
editor-error-fullmove-zero = o número do lance começa em 1.
editor-error-several-royals = { $color ->
    [white] As Brancas têm { $count } peças “{ $letter }” ({ $piece }); cada lado tem só uma.
   *[black] As Pretas têm { $count } peças “{ $letter }” ({ $piece }); cada lado tem só uma.
  }
editor-error-no-royal = { $color ->
    [white] As Brancas não têm peça “{ $letter }” ({ $piece }).
   *[black] As Pretas não têm peça “{ $letter }” ({ $piece }).
  }
editor-error-pawn-on-promotion-rank = { $color ->
    [white] Peão branco em { $square }: um peão não pode ficar na fileira onde é promovido.
   *[black] Peão preto em { $square }: um peão não pode ficar na fileira onde é promovido.
  }
editor-error-pawn-behind-its-start = { $color ->
    [white] Peão branco em { $square }: os peões nunca andam para trás, por isso nenhum peão pode ficar atrás da fileira onde começam os peões do seu lado.
   *[black] Peão preto em { $square }: os peões nunca andam para trás, por isso nenhum peão pode ficar atrás da fileira onde começam os peões do seu lado.
  }
editor-error-check-not-on-turn = { $color ->
    [white] As Brancas estão em xeque, mas quem joga são as Pretas: o lado que não joga não pode estar em xeque.
   *[black] As Pretas estão em xeque, mas quem joga são as Brancas: o lado que não joga não pode estar em xeque.
  }
editor-error-board-too-large = O tabuleiro é grande demais.
editor-error-not-promotable = '+{ $letter }': { $game } não tem forma promovida dessa peça.
editor-error-no-hands = '{ $letter }': este jogo não tem peças na mão.
editor-error-bad-hand = '{ $letter }' não pode estar na mão: não é uma peça de { $game } que se possa guardar.
editor-error-unclosed-hand = as peças na mão abertas com '[' não são fechadas com ']'.
editor-error-hand-too-large = mais de { $max } peças '{ $letter }' na mão.
editor-error-unknown-variant = Jogo desconhecido: { $id }

## Analysis board (issue 25)

analysis-title = Tabuleiro de análise: { $game }
analysis-engine = Motor
analysis-engine-off = O motor está desligado.
analysis-lines = Linhas
analysis-depth = Profundidade { $depth }
analysis-speed = { $knps } mil posições/s
analysis-thinking = Pensando…
analysis-engine-error = O motor não conseguiu analisar: { $message }
analysis-engine-restarted = O motor parou inesperadamente e foi reiniciado ({ $reason }).
analysis-game-over = Nesta posição a partida terminou.
analysis-eval = Avaliação: { $score }
analysis-eval-none = Sem avaliação
analysis-no-moves = Ainda não há lances: faça um no tabuleiro.
analysis-promote = Promover a variante
analysis-delete = Apagar daqui em diante
analysis-fen-load = Carregar FEN
analysis-fen-error = Este FEN não pode ser usado: { $message }
analysis-move-error = O lance { $number } da linha não pode ser jogado: { $message }
analysis-share = Link para compartilhar
analysis-share-label = Link para esta linha
analysis-share-copied = Link copiado.
analysis-pgn = Importar PGN
analysis-pgn-label = Texto PGN
analysis-pgn-import = Importar
analysis-pgn-error = Não foi possível ler o PGN: { $message }
game-analysis-link = Tabuleiro de análise

# Players' variants: directory

nav-variants = Variantes
variants-title = Variantes dos jogadores
variants-intro = Jogos criados pelos jogadores do Turnpan. Leia as regras e jogue com um amigo, nas partidas abertas, num mesmo aparelho ou contra o computador.
variants-directory-title = Variantes públicas
variants-search = Buscar
variants-search-hint = Parte de um nome, de um identificador ou do nome de quem a criou.
variants-sort = Ordenar por
variants-sort-recent = Atualizadas recentemente
variants-sort-games = Mais jogadas
variants-sort-name = Nome (de A a Z)
variants-creator = Criada por
variants-by = criada por { $creator }
variants-games = { $count ->
    [one] { $count } partida jogada
   *[other] { $count } partidas jogadas
}
variants-updated = atualizada em { $date }
variants-version = versão { $version }
variants-play = Jogar
variants-play-label = Jogar: { $name }
variants-rules = Regras
variants-rules-label = Regras de { $name }
variants-edit = Editar
variants-edit-label = Editar { $name }
variants-delete = Apagar
variants-delete-label = Apagar { $name }
variants-delete-confirm = Apagar mesmo?
variants-delete-confirm-label = Quer mesmo apagar { $name }? Clique de novo para apagar.
variants-delete-failed = Não foi possível apagar a variante: { $message }
variants-deleted = { $name } foi apagada.
variants-empty = Nenhum jogador publicou uma variante ainda.
variants-none-match = Nenhuma variante pública corresponde a “{ $query }”.
variants-error = Não foi possível carregar as variantes: { $message }
variants-pages = Páginas de variantes
variants-previous = Página anterior
variants-next = Próxima página
variants-page = Página { $page }
variants-mine-title = Minhas variantes
variants-mine-count = { $count } de { $max }
variants-mine-new = Nova variante
variants-mine-full = Você já tem o máximo de variantes que uma conta pode ter: apague uma para criar outra.
variants-mine-empty = Você ainda não tem variantes: crie a primeira.
variants-mine-error = Não foi possível carregar suas variantes: { $message }
variants-visibility-private = Privada
variants-visibility-unlisted = Não listada
variants-visibility-public = Pública
variants-signin = Entre na sua conta para criar suas próprias variantes.
home-variant-missing = Não há nenhuma variante { $id } para jogar: ela pode ser privada ou ter sido apagada.
lobby-players-variants = Variantes dos jogadores
rules-edit-variant = Editar esta variante

# Games with drops: the hands beside the board, in words (screen readers, the editor).
pocket-label = { $colour ->
    [white] Na mão das Brancas: { $hand }
   *[black] Na mão das Pretas: { $hand }
  }
pocket-empty = nada
pocket-many = { $count } × { $piece }
pocket-many-king = { $count } reis
pocket-many-queen = { $count } damas
pocket-many-rook = { $count } torres
pocket-many-bishop = { $count } bispos
pocket-many-knight = { $count } cavalos
pocket-many-pawn = { $count } peões
editor-hands-note = As peças na mão escrevem-se no FEN, entre [ ] depois do tabuleiro.
blind-drop = { $piece } da mão para { $square }
# A promotion whose notation does not say where the pawn stood (Sittuyin): one made where it
# stands (d5=F), or after a step aside (c4=F, from d5).
blind-promoted-in-place = { $pawn } de { $square } é promovido a { $piece } onde está
blind-promoted-aside = { $pawn } de { $from } é promovido a { $piece } em { $square }
blind-gated = { $piece } entra da mão em { $square }
