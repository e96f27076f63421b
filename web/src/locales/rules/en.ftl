# Turnpan rules pages — English. Written for players from the rules specs (docs/rules/*.md).
# Each game's sections are listed in src/rules/pages.json; every language has the same ids.
# Markup: a blank line starts a paragraph, lines starting with "- " make a list, `code` is code.

## Chess

rules-chess-title = How to play chess
rules-chess-intro = Chess is played by two players, White and Black, on a board of 64 squares. White moves first, then the players take turns, one move each; nobody may pass. The goal is to checkmate the opponent's king.

rules-chess-board-title = The board and the start position
rules-chess-board =
    The board has 8 columns, called files and named `a` to `h` from White's left, and 8 rows, called ranks and numbered `1` to `8` from White's side. Each player has a light square in the corner at their right hand.

    Each side starts with 16 pieces: a king, a queen, two rooks, two bishops, two knights and eight pawns. White's pieces stand on ranks 1 and 2, Black's on ranks 7 and 8. The queens stand on the d-file, on a square of their own colour; the kings stand next to them on the e-file.

rules-chess-pieces-title = How the pieces move
rules-chess-pieces =
    - The king moves one square in any direction.
    - The queen moves any number of squares along a rank, a file or a diagonal.
    - The rook moves any number of squares along a rank or a file.
    - The bishop moves any number of squares along a diagonal, so it always stays on squares of one colour.
    - The knight jumps in an L shape: two squares in one direction and one to the side. It is the only piece that jumps over other pieces.
    - The pawn moves one square straight forward, to an empty square. From its starting square it may instead move two squares forward if both squares are empty. It captures one square diagonally forward.

    Except for the knight, no piece may pass over another piece. No piece may move onto a square taken by a piece of its own side. The diagrams show each piece on a square in the middle of an empty board and where it can go.

rules-chess-capturing-title = Capturing
rules-chess-capturing =
    A piece captures by moving onto a square where an enemy piece stands; the enemy piece is removed from the board. Every piece captures the way it moves, except the pawn, which captures diagonally forward and never straight ahead.

    Capturing is never compulsory. The king cannot be captured: the rules about check make sure of that.

rules-chess-check-title = Check and checkmate
rules-chess-check =
    A king that is attacked by an enemy piece is in check. You may never make a move that leaves your own king in check, or puts it there. When you are in check you must get out of it at once: move the king, put a piece between the king and the attacker, or capture the attacker.

    If you are in check and have no move that ends the check, you are checkmated and you lose the game. Turnpan only offers you legal moves, so you cannot make an illegal move by accident.

rules-chess-castling-title = Castling
rules-chess-castling =
    Once per game each side may castle: the king moves two squares towards one of its rooks, and that rook jumps to the square the king has just crossed. Castling on the king's side (the short way) is written `O-O`, on the queen's side (the long way) `O-O-O`.

    You may castle only if neither the king nor that rook has moved yet, all squares between them are empty, your king is not in check, and the king does not cross or land on a square attacked by the opponent.

    On Turnpan there are two ways to castle: move the king two squares towards the rook, or move the king onto its own rook. Both make the same move.

rules-chess-en-passant-title = En passant
rules-chess-en-passant =
    When a pawn makes its two-square first move and lands right next to an enemy pawn, that enemy pawn may capture it as if it had moved only one square: it moves diagonally onto the square the pawn passed over, and the pawn that made the double step is removed.

    This capture, called en passant ("in passing"), is only allowed on the very next move. Later the chance is gone.

rules-chess-promotion-title = Promotion
rules-chess-promotion =
    A pawn that reaches the last rank (rank 8 for White, rank 1 for Black) is promoted in the same move: it is replaced by a queen, a rook, a bishop or a knight of its own colour, whichever you choose. You may have several queens.

    On Turnpan a picker opens on the promotion square when your pawn gets there. Choose the piece; if you close the picker without choosing, the move is taken back and you can play something else.

rules-chess-winning-title = Winning
rules-chess-winning =
    You win the game when:
    - you checkmate your opponent's king;
    - your opponent resigns;
    - your opponent's time runs out, as long as you still have enough material to checkmate. If you have only a lone king, or a king with a lone knight or bishop in positions where mate is impossible, the game is a draw instead.

rules-chess-draws-title = Draws
rules-chess-draws =
    On Turnpan all draws are applied automatically; nobody needs to claim them. The game is drawn by:
    - stalemate: the player to move is not in check but has no legal move;
    - insufficient material: neither side can ever checkmate (for example king against king, king and knight against king, king and bishop against king);
    - threefold repetition: the same position occurs for the third time, with the same player to move and the same castling and en passant possibilities;
    - the 50-move rule: fifty moves by each side without any capture or pawn move;
    - agreement: one player offers a draw and the other accepts.

    Checkmate counts first: a move that checkmates wins even if it also completes a repetition or the fiftieth move.

rules-chess-clock-title = The clock
rules-chess-clock =
    Timed games on Turnpan use two clocks; only the clock of the player to move runs. You can choose, for example, `3+2` (3 minutes each, and 2 seconds are added after every move) or `10+0` (10 minutes each, nothing added).

    Each player's first move is not timed, but it must be made within 30 seconds or the game is cancelled. Your time turns red when less than 30 seconds are left, and also pulses when less than 10 seconds are left.

rules-chess-notation-title = Notation
rules-chess-notation =
    Moves are written in algebraic notation. Every square has a name: its file, a letter from `a` to `h`, and its rank, a number from `1` to `8`, for example `e4`.
    - Pieces are written with capital letters: `K` king, `Q` queen, `R` rook, `B` bishop, `N` knight. Pawns have no letter: `e4` is a pawn move, `Nf3` a knight move.
    - `x` marks a capture: `Bxe5`; a pawn capture names the file it came from: `exd5`.
    - `O-O` is castling on the king's side, `O-O-O` on the queen's side.
    - `=Q` marks a promotion, here to a queen: `e8=Q`.
    - `+` marks check and `#` checkmate.

    The notation is the same in every language on Turnpan.

## Turnover

rules-turnover-intro = Turnover is a chess game by Lúcio José Patrocínio Filho in which the pieces are stacks of rings and buttons. Stacks split when they move, join with friendly stacks, and can turn enemy stacks over to your colour. You win by checkmating all of the opponent's Castles.

rules-turnover-board-title = The board and the start position
rules-turnover-board =
    Turnover uses the usual 8 × 8 board with files `a` to `h` and ranks `1` to `8`. Each side starts with eight Castles: White's on the first rank, Black's on the eighth. White moves first, then the players take turns; passing is not allowed.

rules-turnover-components-title = Components and pieces
rules-turnover-components =
    There are three kinds of components: a big outer ring, a smaller inner ring and a button. Each has a white and a black face, so it can be turned over to change colour. A square holds at most one stack of one colour, with at most one component of each kind. There are six pieces:
    - Pawn: an outer ring.
    - Bishop: an inner ring.
    - Rook: a button.
    - Knight: an outer ring with an inner ring (Pawn + Bishop).
    - Queen: an inner ring with a button (Bishop + Rook).
    - Castle: all three (Pawn + Bishop + Rook).

    An outer ring and a button without the inner ring do not fit together.

    A move always moves one component: the outermost one of a stack. The rest stays on its square. So a Knight moves its outer ring and leaves a Bishop behind, a Queen moves its inner ring and leaves a Rook, and a Castle moves its outer ring and leaves a Queen.

    How the moving component travels depends on the piece it leaves:
    - Pawn: one square straight forward, or one square diagonally forward, but diagonally only onto an occupied square.
    - Castle: like the Pawn, and it may also step two squares straight forward if the square in between is empty, from any rank.
    - Knight: jumps like a chess knight.
    - Bishop: slides any distance diagonally.
    - Queen: slides any distance in all eight directions.
    - Rook: slides any distance along ranks and files.

    The diagrams show where each piece can go and which piece it leaves behind. There is no chess castling and no en passant.

rules-turnover-stacking-title = Stacking: combining your own pieces
rules-turnover-stacking =
    When the moving component lands on one of your own stacks that it fits, the two join into a bigger piece: this is a combination. A Rook (button) joining a Bishop makes a Queen; an inner ring joining a Pawn makes a Knight, joining a Rook makes a Queen; an outer ring joining a Bishop makes a Knight, joining a Queen makes a Castle; a button joining a Knight makes a Castle.

    A component that does not fit cannot go onto a friendly stack.

rules-turnover-turnover-title = Turnover: taking over enemy pieces
rules-turnover-turnover =
    When the moving component lands on an enemy stack that it fits, every component of that stack is turned over to your colour and your component joins it. For example, a Bishop landing on an enemy Pawn makes a Knight of your colour; your button landing on an enemy Knight makes you a Castle.

    An outer ring moving straight forward never captures, but it may turn over an enemy Bishop or Queen straight in front of it.

rules-turnover-captures-title = Capturing
rules-turnover-captures =
    When the moving component lands on an enemy stack that it does not fit, the whole enemy stack is removed from the game and your component stands there alone. A Rook landing on an enemy Rook takes it, for example.

    Outer rings capture only diagonally forward (Pawn and Castle) or by the Knight's jump, never straight ahead. Sliding pieces stop at the first occupied square; they may capture or turn over what stands there.

rules-turnover-promotion-title = Promotion
rules-turnover-promotion =
    Only Pawns and Castles promote, and only to a Queen. When a move ends on your last rank (rank 8 for White, rank 1 for Black) and the square then holds a lone Pawn of yours, it becomes a Queen. If it holds a Castle of yours, the Castle loses its outer ring and becomes a Queen too. Nothing else changes: a Knight that arrives on the last rank stays a Knight.

    Promotion is compulsory and there is no choice, so Turnpan shows no picker in Turnover.

rules-turnover-check-title = Check with several Castles
rules-turnover-check =
    The Castles play the role of the king. A Castle is attacked when an enemy piece could capture it with its next move. You are in check only when every one of your Castles is attacked: one attacked Castle among safe ones is not check.

    After each of your moves you must still have at least one Castle that is not attacked. So you may move an attacked Castle as long as another Castle is safe afterwards, and you can escape check by blocking, by taking or turning over the attacker, or by building a new Castle that is not attacked. You may never break up your last Castle, and your last Castle may never take the opponent's last Castle.

rules-turnover-end-title = Winning and draws
rules-turnover-end =
    - Checkmate: if you are in check and have no legal move, you lose.
    - If your only possible moves would break up your last Castle, you lose too: moving the last Castle means resigning.
    - Stalemate (no legal move without being in check, in other cases) is a draw.
    - Threefold repetition of the same position, and 50 moves by each side without any capture or turnover, are draws. Turnpan applies them automatically.
    - Resignation and draws by agreement work as in chess. If your time runs out you lose, whatever is left on the board.

rules-turnover-notation-title = Notation
rules-turnover-notation =
    Turnpan writes Turnover moves in the notation of the game's inventor. Letters: `B` Bishop, `R` Rook, `Q` Queen, `N` Knight, `C` Castle; a Pawn has no letter.
    - A capture: the moving piece, `x`, the captured piece and the square: `RxRe5`; a Pawn taking a Rook: `xRe5`.
    - A turnover: a colon and the piece it makes: `:Qe5`.
    - A combination: the piece it makes and the square: `Qe5`.
    - A move to an empty square that leaves something behind starts with a dot: `.e3` is a Castle's ring stepping from e1 to e3.
    - `+` means all of the opponent's Castles are attacked, `++` checkmate.

    When two moves would look the same, the origin square is added: `Re1Q5`.

## Central Rotational Chess

rules-central-rotational-intro = Central Rotational Chess, by Gary K. Gifford, is chess with a turning centre: after every move the four centre squares rotate one step. Check does not matter; you win by capturing the king.

rules-central-rotational-board-title = The board and the start position
rules-central-rotational-board =
    The board, the pieces and the start position are those of chess. The four centre squares `d4`, `e4`, `e5` and `d5` form the turning centre.

rules-central-rotational-rotation-title = The rotation
rules-central-rotational-rotation =
    After every move, White's and Black's, the contents of the four centre squares turn one step clockwise as seen from White's side: what stands on `e4` goes to `d4`, `d4` to `d5`, `d5` to `e5`, and `e5` to `e4`. Pieces of both colours turn together, and so do empty squares.

    The rotation is not a move: it never captures, it cannot be refused, and it happens after every kind of move. So White's first move `e4` ends with the pawn on `d4`.

rules-central-rotational-king-capture-title = No check: capture the king
rules-central-rotational-king-capture =
    Check plays no part in this game. You may leave your king attacked or even move it onto an attacked square. There is no checkmate: you win by actually capturing the enemy king. The game ends at once, without a rotation.

    Watch the centre: the rotation can bring a king into danger, or carry an attacker next to it.

rules-central-rotational-pieces-title = The pieces
rules-central-rotational-pieces =
    All pieces move as in chess. Because of the rotation a bishop can change the colour of its squares, so a side may end up with two bishops on the same colour. A pawn carried sideways or backwards simply continues from its new square.

rules-central-rotational-special-title = Castling, en passant and promotion
rules-central-rotational-special =
    - Castling works as in chess, with both Turnpan ways of entering it. The king still may not castle while attacked, nor cross or land on an attacked square.
    - En passant works as in chess, but only if the pawn that made the double step is still on its arrival square after the rotation. A double step onto `d4`, `e4`, `d5` or `e5` is rotated away at once and can never be taken en passant.
    - Promotion works as in chess, with the same picker.

rules-central-rotational-end-title = The end of the game
rules-central-rotational-end =
    - You win by capturing the king, when your opponent resigns, or when your opponent's time runs out (a lone king can still capture a king, so time always counts).
    - It is a draw if the player to move has no move at all, after threefold repetition of the position (as it stands after the rotation), after 50 moves by each side without a capture or pawn move, and by agreement. There is no draw for insufficient material.

rules-central-rotational-notation-title = Notation
rules-central-rotational-notation =
    Moves are written as in chess and show the move as played, before the rotation: the first move `e4` is written `e4` although the pawn ends on `d4`. A king capture is written like any capture, for example `Bxf7`. The signs `+` and `#` are not used.

## Transformer

rules-transformer-intro = Transformer, by Gerd Degens, is played on a 9 × 9 board. The pawns do not march forward: they jump back home and turn into pieces. Stalemating your opponent wins, and a player left with a bare king loses.

rules-transformer-board-title = The board and the start position
rules-transformer-board =
    The board has 9 files, `a` to `i`, and 9 ranks, `1` to `9`. White's king stands alone on `e1`; on rank 2 stand rook, knight, bishop, rook, queen, rook, bishop, knight, rook; White's nine pawns fill rank 3. Black's set is the mirror image on ranks 9, 8 and 7. There is no castling and no en passant.

rules-transformer-pieces-title = The pieces
rules-transformer-pieces =
    - King: one square in any direction.
    - Queen: one, two or three squares in any direction, not over other pieces.
    - Rook: one, two or three squares along a rank or file, not over other pieces.
    - Bishop: one, two or three squares diagonally, not over other pieces.
    - Double knight: an ordinary knight's jump, or two knight's jumps in the same direction in one move. The double jump is blocked if the square of the first jump is occupied.
    - Pawn (the transformer): see the next section. It never captures.

rules-transformer-transformation-title = Transformation
rules-transformer-transformation =
    A pawn's only move is a jump of two squares straight back towards its own first rank, over whatever stands in between, onto an empty square. At the end of that jump it always transforms into a knight, bishop, rook or queen of your choice. On Turnpan the picker opens so you can choose.

    From the start position the pawns jump from rank 3 to rank 1 (Black: from 7 to 9). The e-pawn cannot jump while its own king stands on `e1`.

rules-transformer-check-title = Check and checkmate
rules-transformer-check = Check works as in chess: you may never leave your own king attacked. A player who is in check and has no legal move is checkmated and loses. Pawns never give check, because they never capture.

rules-transformer-end-title = Stalemate and bare king
rules-transformer-end =
    - Bare king: a player left with nothing but the king loses at once.
    - Stalemating wins: if your move leaves the opponent with no legal move while not in check, you win.
    - Checkmate, resignation and time work as in chess; running out of time always loses.
    - Threefold repetition, the 50-move rule (every pawn move counts as a pawn move) and agreement are draws, applied automatically.

rules-transformer-notation-title = Notation
rules-transformer-notation = Moves are written as in chess, with the files `a` to `i` and ranks `1` to `9`. A pawn move always names its new piece: `a1=R`, `e9=Q`.

## Turkish Chess

rules-turkish-intro = Turkish Chess, by Köksal Karakuş, is played on a board of 8 files and 10 ranks, with five new pieces besides the usual ones, among them two cannons that capture by jumping.

rules-turkish-board-title = The board and the start position
rules-turkish-board =
    The board has 8 files, `a` to `h`, and 10 ranks, numbered from `0` (White's back rank) to `9` (Black's back rank). Turnpan shows these numbers on the board and in the move list.

    White's back rank (rank 0) is set up as in chess. On rank 1 stand, from `a` to `h`: Shogi, Minister, Elephant, Chancellor, General, Elephant, Minister, Shogi. The pawns stand on rank 2. Black's set is the mirror image on ranks 9, 8 and 7.

rules-turkish-pieces-title = The pieces
rules-turkish-pieces =
    King, queen, rook, bishop, knight and pawn move as in chess. The new pieces:
    - General (`G`): moves as a queen or as a knight.
    - Chancellor (`C`): moves as a rook or as a knight.
    - Minister (`M`): moves as a bishop or as a knight.
    - Shogi (`S`): a cannon that moves like a rook.
    - Elephant (`E`): a cannon that moves like a bishop, so it always stays on one colour.

rules-turkish-cannons-title = Cannons and their screens
rules-turkish-cannons =
    The Shogi and the Elephant move like a rook and a bishop over empty squares, but they capture differently: they must jump over exactly one piece, of either colour, called the screen, and take the first enemy piece behind it. The squares between the cannon and the screen and between the screen and the victim must be empty. A cannon never captures without a screen, and never jumps without capturing.

    Any piece can be a screen, even a king. A cannon gives check when it could capture the king this way, so moving a piece onto a line can create a screen, and moving the only screen away can end a check.

rules-turkish-pawns-title = Pawns and promotion
rules-turkish-pawns =
    Pawns move as in chess: one square forward, two from their starting rank (rank 2 for White, 7 for Black), capturing diagonally forward, and en passant.

    A pawn that reaches the last rank (9 for White, 0 for Black) must be promoted to any piece except a pawn or a king: queen, General, Chancellor, Minister, rook, bishop, knight, Shogi or Elephant. The picker shows all nine.

rules-turkish-castling-title = Castling
rules-turkish-castling = Castling is done with the rooks as in chess, on the back rank: the king goes from `e0` to `g0` or `c0` (Black: on rank 9) and the rook jumps over it. The same conditions apply, and attacks by cannons through a screen count. Both Turnpan ways of entering it work: the king two squares, or the king onto its own rook.

rules-turkish-end-title = The end of the game
rules-turkish-end =
    Checkmate wins and stalemate is a draw, as in chess. Draws by threefold repetition, the 50-move rule, agreement and insufficient material are applied automatically. Any of the new pieces always counts as enough material to mate.

rules-turkish-notation-title = Notation
rules-turkish-notation = Moves are written as in chess, with the extra letters `G`, `C`, `M`, `S` and `E` and with the ranks as shown on the board, `0` to `9`: White's first double step with the e-pawn is `e4`. Promotion is written `=G` and so on.

## Games without a written page (user-defined games)

rules-generic-intro = { $name } is a game defined on this server. This page is made automatically from its definition: the board, the start position and how each piece moves.

rules-generic-board-title = The board and the start position
rules-generic-board = { $name } is played on a board of { $files } files and { $ranks } ranks. White moves first, then the players take turns.
# A board with holes (Omicron, Troitzky): where they are, as the board labels them.
rules-generic-holes = { $count ->
    [one] The board has a hole, drawn as a gap: { $squares }. Nothing stands on a hole or moves through it, but a piece that leaps, such as the knight, may jump over it.
   *[other] The board has holes, drawn as gaps: { $squares }. Nothing stands on a hole or moves through one, but a piece that leaps, such as the knight, may jump over them.
  }

rules-generic-pieces-title = The pieces
rules-generic-pieces = The game has { $pieces } kinds of pieces. The diagrams show each piece on a square in the middle of an empty board and the squares it can move to or capture on.

rules-generic-play-title = Playing
rules-generic-play = Turnpan only offers you legal moves, so you can learn the rest by playing: the board shows where the piece you pick up may go.

## Try it: the task of each board and what the reader sees afterwards

tryit-task-chess-castling = Castle on the king's side.
tryit-done-chess-castling = The king went to g1 and the rook jumped to f1. Moving the king onto its rook on h1 does the same.
tryit-task-chess-en-passant = Black has just played d7–d5. Take the pawn en passant.
tryit-done-chess-en-passant = Your pawn moved to d6 and the black pawn on d5 was removed.
tryit-task-chess-promotion = Take the rook and promote to a queen.
tryit-done-chess-promotion = The new queen gives checkmate on the back rank: bxc8=Q#.
tryit-task-turnover-combination = Bring the Rook onto your Bishop to make a Queen.
tryit-done-turnover-combination = The button joined the inner ring: a Queen on e4.
tryit-task-turnover-turnover = Land your Bishop on the black Pawn to turn it over.
tryit-done-turnover-turnover = The Pawn was turned to your colour and joined your inner ring: a white Knight on f5.
tryit-task-turnover-capture = Capture the black Rook with your Rook.
tryit-done-turnover-capture = A button does not fit a button, so the black Rook left the game.
tryit-task-turnover-promotion = Move the Pawn to the last rank.
tryit-done-turnover-promotion = The Pawn became a Queen. It attacks the Castle on h5, but Black's Castle on a5 is safe, so this is not check.
tryit-task-central-rotational-rotation = Play the first move e2–e4 and watch the centre turn.
tryit-done-central-rotational-rotation = The pawn landed on e4 and the rotation carried it to d4.
tryit-task-central-rotational-king-capture = The black king stands on an attacked square. Capture it with the bishop.
tryit-done-central-rotational-king-capture = The king is captured: White wins at once, without a rotation.
tryit-task-transformer-transformation = Jump with the a-pawn back to a1 and turn it into a queen.
tryit-done-transformer-transformation = The pawn jumped over the rook on a2 and became a queen on a1.
tryit-task-turkish-cannon = Capture the black rook with your Shogi, using your pawn as the screen.
tryit-done-turkish-cannon = The Shogi jumped over the pawn on d2 and took the rook on d6.

# The generic page's Try-its, made from the variant's file (one per piece).
tryit-task-generic = Move the { $piece } to { $square }.
tryit-done-generic = The { $piece } reached { $square }: the farthest it goes from here.
rules-generic-goal = A king that reaches one of these squares wins at once: { $squares }. They are marked on the board.
rules-generic-goal-pieces = A piece of these kinds ({ $pieces }) that reaches one of these squares wins at once: { $squares }. They are marked on the board.
rules-generic-goal-hold = A piece of these kinds ({ $pieces }) that reaches one of these squares and is still there when its side is to move again wins: { $squares }. The opponent has one move to take it. The squares are marked on the board.
rules-generic-goal-safe = A piece of these kinds ({ $pieces }) standing on one of these squares wins as long as no enemy piece attacks it there: { $squares }. One that could be taken at once has not won yet, but wins as soon as nothing attacks it, after either side's move. If both sides have such a piece there, the game is drawn. The squares are marked on the board.
rules-generic-goal-sides = Each side has its own goal squares: White's are { $white }; Black's are { $black }.
rules-generic-checks = A side that gives check { $count } times wins at once. The game page counts the checks each side still has to give.

# A game with drops (its file's [drops] table): the generic page's "Playing" says how hands work.
rules-generic-drops = Instead of a move, a player may drop a piece from their hand onto any empty square. The hands are shown above and below the board, each piece with its count.
rules-generic-drops-captures = A captured piece goes to the hand of the player who captured it, and changes colour.
rules-generic-drops-no-captures = Captured pieces leave the game as in chess: only the pieces in hand at the start can be dropped.
rules-generic-drops-demote = A promoted piece that is captured goes to the hand as a pawn.
rules-generic-drops-keep-promoted = A promoted piece that is captured goes to the hand as the piece it became.
rules-generic-drops-pawns = Pawns are never dropped on the ranks where they would promote, nor on their own first rank.
rules-generic-drops-pawns-first-rank = Pawns are never dropped on the ranks where they would promote, but they may be dropped on their own first rank.
rules-generic-drops-start = At the start the hands already hold pieces:

# A game whose pieces promote shogi-style (promotes_to in its file), its stranded pieces and its
# drop rules: the generic page's "Playing".
rules-generic-no-royal = No piece is royal: there is no check and no checkmate, and any piece, the king too, may be captured. The game ends when a side has no legal move.
rules-generic-no-royal-loses = No piece is royal: there is no check and no checkmate, and any piece, the king too, may be captured. A side that has no legal move, because it has lost all its pieces or is blocked, wins.
rules-generic-must-capture = Capturing is compulsory: when you can capture, you must, but you may choose which capture to make.
rules-generic-no-checks = No move may give check: a move that would attack the opponent's king is not allowed, whichever piece makes it. Nobody is ever in check, so there is no checkmate either.
rules-generic-goal-reply = White moves first, so White's king reaching a goal square does not win at once: Black has one more move. If Black's king reaches a goal square with it, the game is drawn; otherwise White wins. A Black king that arrives first wins at once.
rules-generic-checkmate-wins = Being checkmated wins: a player who is checkmated has won the game, so neither side wants to give mate.
rules-generic-castling-free = The king is not royal, so it may castle out of, through and into squares the opponent attacks.
# Chess960 ([castling] chess960): the shuffled first rank and castling from wherever the king and
# rook stand; $squares is rules-generic-castling-chess960-squares, each side's squares.
rules-generic-castling-chess960 = { $count ->
    [0] Every new game starts from a shuffled first rank: its pieces stand in a random order, with the { $king } somewhere between the { $rook } pieces it castles with. Black's pieces mirror White's, and the start position shown above is only one of the possible arrangements. Castling takes the { $king } and the { $rook } to the same squares as from that position, wherever they stand: { $squares } (Black's on rank { $rank }). To castle, move the { $king } onto its own { $rook }; this works even when the { $king } already stands on its castling square or next to the { $rook }. The other conditions are those of chess, and castling is still written O-O or O-O-O.
   *[other] Every new game starts from a shuffled first rank: its pieces stand in a random order, with the { $king } somewhere between the { $rook } pieces it castles with, and the { $bound } pieces on squares of both colours. Black's pieces mirror White's, and the start position shown above is only one of the possible arrangements. Castling takes the { $king } and the { $rook } to the same squares as from that position, wherever they stand: { $squares } (Black's on rank { $rank }). To castle, move the { $king } onto its own { $rook }; this works even when the { $king } already stands on its castling square or next to the { $rook }. The other conditions are those of chess, and castling is still written O-O or O-O-O.
  }
rules-generic-castling-chess960-squares = { $sides ->
    [both] O-O puts the { $king } on { $kingshort } and the { $rook } on { $rookshort }; O-O-O puts the { $king } on { $kinglong } and the { $rook } on { $rooklong }
    [short] O-O puts the { $king } on { $kingshort } and the { $rook } on { $rookshort }
   *[long] O-O-O puts the { $king } on { $kinglong } and the { $rook } on { $rooklong }
  }
rules-generic-extinction-kinds = { $result ->
    [win] { $count ->
        [0] A side left with no piece of one of these kinds has won: { $pieces }.
       *[other] A side left with { $count } or fewer pieces of one of these kinds has won: { $pieces }.
    }
    [draw] { $count ->
        [0] When a side has no piece of one of these kinds left, the game is drawn: { $pieces }.
       *[other] When a side has { $count } or fewer pieces of one of these kinds, the game is drawn: { $pieces }.
    }
   *[loss] { $count ->
        [0] A side left with no piece of one of these kinds has lost: { $pieces }.
       *[other] A side left with { $count } or fewer pieces of one of these kinds has lost: { $pieces }.
    }
  }
rules-generic-extinction-all = { $result ->
    [win] { $count ->
        [0] A side left with no pieces at all has won.
       *[other] A side left with { $count } or fewer pieces in all has won.
    }
    [draw] { $count ->
        [0] When a side has no pieces left at all, the game is drawn.
       *[other] When a side has { $count } or fewer pieces in all, the game is drawn.
    }
   *[loss] { $count ->
        [0] A side left with no pieces at all has lost.
       *[other] A side left with { $count } or fewer pieces in all has lost.
    }
  }
rules-generic-extinction-opponent = This counts only while the opponent has at least { $min } of them.
rules-generic-extinction-reply = A side brought that low may still answer with one move when the opponent has no more than { $min }: if that move brings the opponent as low, the game goes on.
rules-generic-extinction-bare = A side left with its { $royal } alone: the game is drawn.
rules-generic-mate-not-alone = { $count ->
    [one] A checkmate given by the { $pieces } alone, with no other piece giving check, loses for the side that gives it: the mated player wins.
   *[other] A checkmate given only by pieces of these kinds ({ $pieces }), with no other piece giving check, loses for the side that gives it: the mated player wins.
  }
rules-generic-mate-run-needs = { $count ->
    [one] A checkmate counts only if the unbroken run of checks that ends in it included a check by the { $pieces }; otherwise the game is drawn. The run is the checks the mating side gave on its moves one after another, up to the mate.
   *[other] A checkmate counts only if the unbroken run of checks that ends in it included a check by a { $pieces }; otherwise the game is drawn. The run is the checks the mating side gave on its moves one after another, up to the mate.
  }
rules-generic-promotes = { $zone ->
    [0] Some pieces promote. A piece that moves into the promotion zone (the squares given above), within it or out of it may promote at the end of that move: it becomes its promoted form, drawn in red with a + mark. Promoting is optional: when both moves are possible, the board asks whether you want to.
    [one] Some pieces promote. A piece that moves into the promotion zone (the last rank, seen from its owner's side), within it or out of it may promote at the end of that move: it becomes its promoted form, drawn in red with a + mark. Promoting is optional: when both moves are possible, the board asks whether you want to.
   *[other] Some pieces promote. A piece that moves into the promotion zone (the last { $zone } ranks, seen from its owner's side), within it or out of it may promote at the end of that move: it becomes its promoted form, drawn in red with a + mark. Promoting is optional: when both moves are possible, the board asks whether you want to.
  }
rules-generic-promotes-mandatory = { $zone ->
    [0] Some pieces promote, and must. A piece that moves into the promotion zone (the squares given above), within it or out of it promotes at the end of that move: it becomes its promoted form, drawn in red with a + mark. Promoting is not optional: the board plays the promoting move and asks nothing.
    [one] Some pieces promote, and must. A piece that moves into the promotion zone (the last rank, seen from its owner's side), within it or out of it promotes at the end of that move: it becomes its promoted form, drawn in red with a + mark. Promoting is not optional: the board plays the promoting move and asks nothing.
   *[other] Some pieces promote, and must. A piece that moves into the promotion zone (the last { $zone } ranks, seen from its owner's side), within it or out of it promotes at the end of that move: it becomes its promoted form, drawn in red with a + mark. Promoting is not optional: the board plays the promoting move and asks nothing.
  }
rules-generic-promotes-pair = { $piece } becomes { $promoted }
rules-generic-stranded = No piece may move or be dropped onto a square from which it could never move again, such as the last rank for a piece that only moves forward.
rules-generic-region = The { $piece } keeps to a region of the board: it moves and captures only on { $white } (White's) or { $black } (Black's).
rules-generic-zone-moves = { $ranks ->
    [one] On its side's last rank, the { $piece } moves differently ({ $betza }):
   *[other] On its side's last { $ranks } ranks, the { $piece } moves differently ({ $betza }):
  }
rules-generic-kings-may-not-face = The two kings may never face each other on a file with nothing between them: a move that leaves them so is not allowed, so a piece standing alone between them may not leave their file.
# [rules] perpetual_check_loses: $times is the file's repetition count (the time a position
# occurs that ends the game by repetition).
rules-generic-perpetual-check = Perpetual check loses. The game ends by repetition when the same position occurs for the { $times ->
    [2] second
    [3] third
    [4] fourth
    [5] fifth
   *[other] { $times }th
  } time; if one side gave check with every one of its moves since that position first occurred, that side loses. If both sides did so, or neither, the game is drawn as usual.
rules-generic-explosion = Every capture is an explosion: the capturing piece, the piece it takes and every piece on the eight squares around that square leave the board. A move may never blow up your own king, so a king never captures; a move that blows up the other king wins at once, even out of check. Two kings side by side do not give check to each other.
rules-generic-explosion-spares = An explosion spares these pieces on the squares around it: { $pieces }.
rules-generic-explosion-no-royal = Every capture is an explosion: the capturing piece, the piece it takes and every piece on the eight squares around that square leave the board.
rules-generic-explosion-immune = { $count ->
    [one] No explosion removes the { $pieces }: it stays on the board when a capture explodes next to it, and when it makes a capture itself, it stays on the square where it captured.
   *[other] No explosion removes pieces of these kinds ({ $pieces }): they stay on the board when a capture explodes next to them, and one that makes a capture itself stays on the square where it captured.
  }
rules-generic-mutually-immune = { $count ->
    [one] A { $pieces } may never capture an enemy { $pieces }.
   *[other] A piece of these kinds ({ $pieces }) may never capture an enemy piece of its own kind.
  }
rules-generic-royal-optional = { $side ->
    [white] { $win ->
        [checkmate] White plays without a { $royal }: White is never in check and cannot be checkmated; only Black can be.
       *[other] White plays without a { $royal }: only Black's { $royal } can be captured.
    }
    [black] { $win ->
        [checkmate] Black plays without a { $royal }: Black is never in check and cannot be checkmated; only White can be.
       *[other] Black plays without a { $royal }: only White's { $royal } can be captured.
    }
   *[other] { $win ->
        [checkmate] A side may play without a { $royal }: a side that has none is never in check and cannot be checkmated.
       *[other] A side may play without a { $royal }: a side that has none has no { $royal } to lose.
    }
  }
rules-generic-pseudo-royal = { $promotes ->
    [yes] Every { $piece } is guarded like the { $royal }: no move may leave one attacked, an attack on one is check, and a player who cannot save the { $royal } and every { $piece } at once is checkmated. A { $pawn } promoting to a { $piece } makes another such piece.
   *[other] Every { $piece } is guarded like the { $royal }: no move may leave one attacked, an attack on one is check, and a player who cannot save the { $royal } and every { $piece } at once is checkmated.
  }
rules-generic-pseudo-royal-each = { $count ->
    [one] Nothing is royal, but every { $pieces } is guarded like a king: no move may leave one attacked, an attack on one is check, and a player who cannot save every { $pieces } at once is checkmated.
   *[other] Nothing is royal, but every piece of these kinds ({ $pieces }) is guarded like a king: no move may leave one attacked, an attack on one is check, and a player who cannot save all of them at once is checkmated.
  }
rules-generic-pseudo-royal-all = { $count ->
    [one] There is no royal piece: the { $pieces } stands in for it, and a side may have more than one. A side is in check only when every { $pieces } it has is attacked at once, and no move may leave them all attacked; so a side with two may leave one attacked, and even lose it. A side's last { $pieces } is guarded like a king in chess. A player in check who cannot get out of it is checkmated.
   *[other] There is no royal piece: pieces of these kinds ({ $pieces }) stand in for it. A side is in check only when every one of them it has is attacked at once, and no move may leave them all attacked; so a side with two or more may leave one attacked, and even lose it. A side's last one is guarded like a king in chess. A player in check who cannot get out of it is checkmated.
  }
rules-generic-pseudo-royal-last = { $count ->
    [one] There is no royal piece: the { $pieces } stands in for it, but only while it is its side's last one. While a side has two or more, none of them is guarded, and any may be taken; a side's last { $pieces } may never be left attacked, an attack on it is check, and a player who cannot save it is checkmated.
   *[other] There is no royal piece: pieces of these kinds ({ $pieces }) stand in for it, but only the last one a side has. While a side has two or more of them, none is guarded, and any may be taken; a side's last one may never be left attacked, an attack on it is check, and a player who cannot save it is checkmated.
  }
rules-generic-pseudo-royal-promotes = { $check ->
    [last] A { $pawn } that promotes to a { $piece } gives its side one more; the piece that was the side's last one must still stand unattacked after that move.
   *[other] A { $pawn } that promotes to a { $piece } gives its side one more.
  }
rules-generic-initial-ranks = { $count ->
    [one] For the { $piece }, “{ $initial }” above means from rank { $ranks }, counted from its own side: it may make those moves there and nowhere else.
   *[other] For the { $piece }, “{ $initial }” above means from ranks { $ranks }, counted from its own side: it may make those moves there and nowhere else.
  }

# Cambodian chess's first moves (a piece's first_move_right), the rook that takes the king's first move
# away (royal_right_lost_to), Makpong's king frozen in check and Makruk's counting rules
# ([rules.counting]): the generic page's "Playing". A counting limit: pieces, then moves.
rules-generic-first-move-right = { $royal ->
    [yes] The { $piece } has a first move of its own: as long as it has never moved, and not while it is in check, it may also make the moves below. Once it moves, the right is gone for good; in its moves above, “{ $initial }” means this.
   *[other] The { $piece } has a first move of its own: as long as it has never moved, it may also make the moves below. Once it moves, the right is gone for good; in its moves above, “{ $initial }” means this.
  }
rules-generic-first-move-right-fen = A FEN keeps these rights in its castling field: the file of each piece that still has its right, in upper case for White's pieces and in lower case for Black's ({ $rights } at the start).
rules-generic-royal-right-lost = { $count ->
    [one] The { $royal } also loses its first move when an enemy { $pieces } ends a move on its rank or file, whether or not other pieces stand between them.
   *[other] The { $royal } also loses its first move when an enemy piece of these kinds ({ $pieces }) ends a move on its rank or file, whether or not other pieces stand between them.
  }
rules-generic-check-freezes-king = A { $royal } in check may not step out of it: the check must be blocked, or the checking piece captured. The { $royal } itself may capture the checking piece, but only when no other piece gives check at the same time.
rules-generic-counting-makruk = Makruk's counting rules draw a game that the stronger side does not win in time. Once no pawn is left on the board, a count starts, and the stronger side must give checkmate within 64 moves (the board's honour). Once the weaker side has only its { $royal } left, the count starts again from the number of pieces then on the board (the pieces' honour), and its limit is set by the first of these that the stronger side has (pieces: moves): { $limits }; with none of them, 64.
rules-generic-counting-cambodian = Cambodian counting rules draw a game that the stronger side does not win in time. Once the weaker side is down to three pieces or fewer, counting its { $royal } and its pawns, a count starts, and the stronger side must give checkmate within 63 moves (the board's honour). Once the weaker side has only its { $royal } left and no pawn is left on the board, the count starts again from the number of pieces then on the board (the pieces' honour), and its limit is set by the first of these that the stronger side has (pieces: moves): { $limits }; with none of them, 63.
rules-generic-counting-asean = ASEAN counting rules draw a game that the stronger side does not win in time. A count starts only once the weaker side has only its { $royal } left and no pawn is left on the board; it starts from zero, and the stronger side must give checkmate within the limit set by the first of these that it has (pieces: moves): { $limits }.
rules-generic-counting-limit = { $count ->
    [one] { $piece }: { $moves }
   *[other] { $piece } ×{ $count }: { $moves }
  }
rules-generic-counting-end = A count starts by itself: nobody has to ask for it. When it passes its limit, the game is drawn at once, unless that move gives checkmate. During a game the count is shown beside the status, in moves; a FEN writes a running count in place of the en-passant square (its limit, in half-moves) and of the halfmove clock (the half-moves counted so far).
rules-generic-en-passant-ranks = A double step may be taken en passant only when it passes over rank { $ranks }, counted from the side of the pawn that made it; when it passes over any other rank, it may not.
rules-generic-promotes-forced = So a piece that reaches such a square must promote there: only the promoting move is offered.
rules-generic-promotes-notation = A promoting move is written with the new piece's letter, as in Sc5=E, or in engine form with a +, as in c4c5+.
rules-generic-drops-unpromote = A promoted piece that is captured goes to the hand as the piece it was before it promoted.
rules-generic-drops-one-per-file = A piece of these kinds is never dropped on a file where its side already has an unpromoted one: { $pieces }.
rules-generic-drops-per-file = A piece of these kinds is never dropped on a file where its side already has { $count } unpromoted ones: { $pieces }.
rules-generic-drops-mate-loses = Giving checkmate by dropping one of these pieces loses instead of winning: { $pieces }. The checkmated player wins.
# Pieces that turn over (Kyoto and Micro shogi): a promoted piece that turns back, promotion only
# by capturing, and pieces of the hand dropped either side up.
rules-generic-promotes-demotes = { $mandatory ->
    [yes] A promoted piece turns back into the piece it came from on the moves that could promote it, and must: each such move turns the piece over again.
   *[no] A promoted piece may turn back into the piece it came from on the moves that could promote it. When both moves are possible, the board asks whether you want to.
  }
rules-generic-promotes-by-capture = { $demotes ->
    [yes] Pieces promote, and turn back, only by capturing: a move that captures nothing leaves the piece as it is.
   *[no] Pieces promote only by capturing: a move that captures nothing never promotes a piece.
  }
rules-generic-demotes-notation = A move that turns a piece back is written with the letter of the piece it becomes, as in Rb4=P, or in engine form with a -, as in b2b4-.
rules-generic-drops-promoted = A piece in hand that promotes may be dropped either side up: as itself, or as its promoted form. When both are possible, the board asks which; a drop of the promoted form is written with a + before the letter, as in +P@c3.

# A setup by drops (Placement chess): drops that must be made (said instead of
# rules-generic-drops; whether the start's hand holds the royal piece chosen at run time), the
# drop squares, kinds dropped on squares of both colours, and castling rights given by drops.
rules-generic-drops-must = { $held ->
    [yes] Each player has pieces in hand, shown above and below the board, each piece with its count. While a player has pieces in hand, every move must be a drop: one of them put on an empty square, even to block a check. Only when no drop is possible does the player move a piece on the board. The { $royal } starts in hand too: until it is dropped, its side cannot be in check.
   *[no] Each player has pieces in hand, shown above and below the board, each piece with its count. While a player has pieces in hand, every move must be a drop: one of them put on an empty square, even to block a check. Only when no drop is possible does the player move a piece on the board.
  }
rules-generic-drops-squares = Pieces are dropped only on these squares: White's on { $white }, Black's on { $black }. Each piece's own limits, such as the ranks where pawns are never dropped, still apply.
rules-generic-drops-opposite-colours = A side drops its pieces of these kinds on squares of both colours: { $pieces }. So such a piece is never dropped on a colour where its side already has half of them, and no other drop may take a square they still need.
rules-generic-drops-first-rank-only = Pieces of these kinds are dropped only on their side's first rank (White's rank { $white }, Black's rank { $black }): { $pieces }.
rules-generic-castling-by-drops = Castling rights come from drops: the { $king } dropped on its square ({ $white }; Black's: { $black }) may castle with a { $rook } standing on a castling square of its side ({ $rooks }; Black's: { $blackrooks }), and a { $rook } dropped on such a square gives that right when the { $king } already stands on its square. Once given, the rights are lost as in chess, and a FEN keeps them in its castling field.

# A pawn's promotion beyond the chess pawn's (Legan, Troitzky, Grand chess), and Pawnback's pawn
# moves that do not restart the move rule's count.
rules-generic-promotion-squares = The promotion zone is not whole ranks but these squares: White's are { $white }; Black's are { $black }.
rules-generic-promotion-optional = { $zone ->
    [0] A pawn that reaches a square of the promotion zone may promote or stay a pawn. It must promote only where it could not move on as a pawn.
    [one] A pawn that reaches the promotion zone (the last rank, seen from its side) may promote or stay a pawn. It must promote only where it could not move on as a pawn.
   *[other] A pawn that reaches the promotion zone (the last { $zone } ranks, seen from its side) may promote or stay a pawn. It must promote only where it could not move on as a pawn, such as the last rank.
  }
rules-generic-promotion-limits = A pawn may only become a piece of which its side has fewer on the board than the number given: { $limits }. A pawn that could become none of them may not move where it would have to promote.
rules-generic-promotion-limit = { $piece } ({ $count })
# A pawn that promotes instead of moving (Sittuyin): where, into what and when not, the limits,
# the side left with its royal piece and one pawn, and how the board and the notation play it.
rules-generic-promotion-in-place = { $zone ->
    [0] A pawn does not promote by moving: one that moves onto a square of the promotion zone stays a pawn. Instead, a pawn standing on a square of the zone, or a side's last pawn wherever it stands, may use its move to promote to { $pieces }, either where it stands or on an empty square the new piece could move to from there. Such a promotion is allowed only when the new piece attacks no enemy piece from its square and the move gives no check.
    [one] A pawn does not promote by moving: one that moves onto the promotion zone (the last rank, seen from its side) stays a pawn. Instead, a pawn standing in the zone, or a side's last pawn wherever it stands, may use its move to promote to { $pieces }, either where it stands or on an empty square the new piece could move to from there. Such a promotion is allowed only when the new piece attacks no enemy piece from its square and the move gives no check.
   *[other] A pawn does not promote by moving: one that moves onto the promotion zone (the last { $zone } ranks, seen from its side) stays a pawn. Instead, a pawn standing in the zone, or a side's last pawn wherever it stands, may use its move to promote to { $pieces }, either where it stands or on an empty square the new piece could move to from there. Such a promotion is allowed only when the new piece attacks no enemy piece from its square and the move gives no check.
  }
rules-generic-promotion-in-place-limits = A pawn may promote to such a piece only while its side has fewer of them on the board than the number given: { $limits }.
rules-generic-promotion-in-place-stalemate = A side left with only its { $royal } and one { $pawn }, not in check, whose only moves are such promotions is stalemated: the pawn need not promote, and the game is drawn.
rules-generic-promotion-in-place-how = On the board, select the pawn and press it again, or drag it back onto its own square, to choose what it becomes there; drag it to another square to promote it there. Such a move is written with the square where the new piece stands, as in { $san }, or in engine form with both squares, as in { $uci } for a promotion where the pawn stands.
rules-generic-pawn-moves-no-restart = A pawn move that captures nothing does not restart the count of the { $moves }-move rule: only a capture does.

# Gating (S-chess, `[drops] gating`): a piece of the hand may come in where a first-rank piece
# first moves from (whether the game castles chosen at run time), how the board and the notation
# play it; with `plain_drops = false` the hand's pieces never drop anywhere else (said instead of
# rules-generic-drops), and captured pieces leaving the game is said without "dropped".
rules-generic-drops-gating = { $castling ->
    [yes] Gating: when a piece of the first rank leaves its square for the first time, its player may bring one piece from their hand onto the square it has just left, as part of the same move. When castling, the piece may come in on the king's square or on the rook's. Once a first-rank piece has moved or has been captured, its square lets no piece in any more.
   *[no] Gating: when a piece of the first rank leaves its square for the first time, its player may bring one piece from their hand onto the square it has just left, as part of the same move. Once a first-rank piece has moved or has been captured, its square lets no piece in any more.
  }
rules-generic-drops-gating-only = Pieces in hand are never dropped anywhere else: this is their only way onto the board. The hands are shown above and below the board, each piece with its count.
rules-generic-drops-no-captures-gating = Captured pieces leave the game as in chess: only the pieces in hand at the start can come in.
rules-generic-drops-gating-how = { $castling ->
    [yes] On the board, make the move as usual, then choose the piece that comes in, or none. Such a move is written as usual, followed by a slash and the letter of the piece that came in (/{ $letter } for the { $piece }); castling names the square as well: { $castle }/{ $letter }{ $king } on the king's square, { $castle }/{ $letter }{ $rook } on the rook's.
   *[no] On the board, make the move as usual, then choose the piece that comes in, or none. Such a move is written as usual, followed by a slash and the letter of the piece that came in (/{ $letter } for the { $piece }).
  }

# Janggi's palaces and passing (docs/variants.md): the board's diagonal lines ($squares: the
# squares they join, as the board labels them), a piece's moves along them ($betza, listed in
# words after), the pieces a hopper may neither hop over nor capture ($pieces: their names, "X or
# Y"), passing and the bikjang ($points: yes when the game is decided on points), and the points
# ($values: "Chariot 13, Cannon 7"; $bonus: Black's points on top, 0 for none).
rules-generic-diagonal-lines = The board has diagonal lines, drawn on it, joining { $squares }. Some pieces also move along them: from a square of the lines to another, over squares of the lines only.
rules-generic-line-moves = Along the diagonal lines, the { $piece } also moves ({ $betza }):
rules-generic-no-hop-over = The { $piece } may neither hop over nor capture any { $pieces }.
rules-generic-pass = Instead of moving, a side that is not in check may pass, with the Pass button under the board. When the two sides pass one after the other, the game ends { $points ->
    [yes] and is decided on points.
   *[no] in a draw.
  }
rules-generic-bikjang = The two kings may face each other on a file with nothing between them (bikjang). The side to move with the kings so must end it with its move, or pass, even in check; that pass ends the game { $points ->
    [yes] and it is decided on points.
   *[no] in a draw.
  }
rules-generic-points = { $bonus ->
    [0] A game that would end drawn by repetition, by the move rule, by two passes in a row or by a bikjang is decided on points instead: each side counts the points of its pieces on the board ({ $values }), and the side with more wins. Equal points are a draw.
   *[other] A game that would end drawn by repetition, by the move rule, by two passes in a row or by a bikjang is decided on points instead: each side counts the points of its pieces on the board ({ $values }), Black adds { $bonus } more, and the side with more wins. Equal points are a draw.
  }
