# Turnpan — English. One message per UI string. el.ftl, es.ftl and pt.ftl have the same ids
# (tests/i18n.test.mjs fails on a missing or extra one). The rules pages' texts are in rules/en.ftl.
# Move notation (e4, Nf3, O-O, =Q) is never translated.

site-title = Turnpan
language = Language
loading = Loading…
nav-home = Back to the start page
nav-rules = Rules

## Home page

home-title = Play a game
home-game = Game
home-time = Time control
home-mode = Opponent
home-colour = Your colour
home-level = Computer level
home-create = Create game
control-unlimited = Unlimited
mode-friend = A friend, by link
mode-open = Anyone, in the lobby
mode-hotseat = Both sides on this device
mode-computer = The computer
colour-choice-white = White
colour-choice-black = Black
colour-choice-random = Random

variant-chess-name = Chess
variant-turnover-name = Turnover
variant-central-rotational-name = Central Rotational Chess
variant-transformer-name = Transformer
variant-turkish-name = Turkish Chess
home-rules-link = Rules
variant-chess-description = The classic game: checkmate the king.
variant-turnover-description = Stack rings and buttons into pieces; checkmate all the enemy Castles.
variant-central-rotational-description = The four centre squares turn after every move; capture the king to win.
variant-transformer-description = 9×9: pawns jump home and transform. Stalemating the opponent wins; a bare king loses.
variant-turkish-description = 8×10 with General, Chancellor, Minister and the cannons Shogi and Elephant.

## Pieces (names as the games use them; a user-defined game's piece of the same name gets these too)

piece-name-king = King
piece-name-queen = Queen
piece-name-rook = Rook
piece-name-bishop = Bishop
piece-name-knight = Knight
piece-name-pawn = Pawn
piece-name-castle = Castle
piece-name-general = General
piece-name-chancellor = Chancellor
piece-name-minister = Minister
piece-name-shogi = Shogi
piece-name-elephant = Elephant
piece-name-hawk = Hawk
piece-name-double-step-queen = Double-step queen
piece-name-double-step-rook = Double-step rook
piece-name-double-step-bishop = Double-step bishop
piece-name-double-knight = Double knight
piece-name-transformer = Transformer
# Shogi's pieces (variants/examples/shogi.toml, minishogi.toml).
piece-name-gold-general = Gold general
piece-name-silver-general = Silver general
piece-name-lance = Lance
piece-name-tokin = Tokin
piece-name-horse = Horse
piece-name-advisor = Advisor
piece-name-chariot = Chariot
piece-name-cannon = Cannon
piece-name-soldier = Soldier
piece-name-banner = Banner
piece-xiangqi-n = Horse
piece-manchu-n = Horse
piece-minixiangqi-n = Horse
piece-janggi-n = Horse
piece-name-guard = Guard
piece-torishogi-k = Phoenix
piece-torishogi-f = Falcon
piece-torishogi-c = Crane
piece-torishogi-l = Left quail
piece-torishogi-r = Right quail
piece-torishogi-p = Pheasant
piece-torishogi-s = Swallow
piece-torishogi-g = Goose
piece-torishogi-e = Eagle
piece-yarishogi-r = Yari rook
piece-yarishogi-n = Yari knight
piece-yarishogi-b = Yari bishop
piece-yarishogi-g = Yari gold
piece-yarishogi-h = Yari gold
piece-yarishogi-s = Yari silver
piece-name-dragon = Dragon
piece-name-promoted-silver = Promoted silver
piece-name-promoted-knight = Promoted knight
piece-name-promoted-lance = Promoted lance
# The example games' other pieces (variants/examples/*.toml). The compounds of the large boards
# (Grand, Opulent, Omicron, Ten cubed, Gustav III, Perfect chess): Ten cubed spells its
# rook-knight Marshall, Grand chess Marshal.
piece-name-archbishop = Archbishop
piece-name-cardinal = Cardinal
piece-name-marshal = Marshal
piece-name-marshall = Marshall
piece-name-amazon = Amazon
piece-name-champion = Champion
piece-name-wizard = Wizard
# Makruk's family (makruk.toml, cambodian.toml, ai-wok.toml…), Sittuyin and Shatar: their own words.
piece-name-khon = Khon
piece-name-met = Met
piece-name-ai-wok = Ai-wok
piece-name-sin = Sin
piece-name-bers = Bers
# Dobutsu shogi (Opulent chess has a lion too) and Sho shogi.
piece-name-lion = Lion
piece-name-giraffe = Giraffe
piece-name-chick = Chick
piece-name-hen = Hen
piece-name-drunk-elephant = Drunk elephant
piece-name-crown-prince = Crown prince
# Spartan chess.
piece-name-warlord = Warlord
piece-name-lieutenant = Lieutenant
piece-name-captain = Captain
piece-name-hoplite = Hoplite
# Breakthrough's and Clobber's plain men.
piece-name-piece = Piece
piece-name-stone = Stone
# A promoted piece (shogi's +P, drawn in red with a + badge): the piece it was, lower case, and
# the name of the kind it became with that.
piece-promoted = promoted { $piece }
piece-promoted-kind = { $kind } ({ $promoted })

## Lobby

lobby-title = Open games
lobby-filter = Show
lobby-all-games = All games
lobby-game = Game
lobby-time = Time
lobby-you-play = You play
lobby-join = Join
lobby-yours = Your game
lobby-empty = No open games right now. Create one!

## Game page

colour-white = White
colour-black = Black
you = you
seat-empty = waiting for a player
moves-title = Moves
move-pass = pass
status-waiting = Waiting for the second player to join.
status-your-turn = { $colour ->
    [white] Your turn (White)
   *[black] Your turn (Black)
  }
status-their-turn = { $colour ->
    [white] White to move
   *[black] Black to move
  }
status-watching = { $colour ->
    [white] You are watching · White to move
   *[black] You are watching · Black to move
  }
status-first-move = { $colour ->
    [white] White must make a first move within { $seconds } s
   *[black] Black must make a first move within { $seconds } s
  }
invite-label = Send this link to your friend:
invite-copy = Copy link
invite-copied = Link copied.
invite-copy-manual = Copy the selected link.

board-goal-square = Goal square: a king that reaches it wins
game-checks-left = Checks still to give: White { $white }, Black { $black }
# Makruk's counting rules: the count running in the position shown, in moves.
game-count = Count: { $count } of { $limit } moves
action-flip = Flip board
action-abort = Abort game
action-resign = Resign
action-draw = Offer draw
action-takeback = Propose takeback
action-rematch = Rematch
action-claim-win = Claim victory
action-claim-draw = Call it a draw
action-pass = Pass
action-pass-title = Make no move: the other side plays next.
confirm-abort = Really abort?
confirm-resign = Really resign?
confirm-claim-win = Really claim the win?
confirm-claim-draw = Really end in a draw?

offer-accept = Accept
offer-decline = Decline
offer-draw-received = Your opponent offers a draw.
offer-takeback-received = Your opponent proposes a takeback.
offer-rematch-received = Your opponent wants a rematch.
offer-draw-sent = Draw offered. Waiting for an answer.
offer-takeback-sent = Takeback proposed. Waiting for an answer.
offer-rematch-sent = Rematch offered. Waiting for an answer.
offer-draw-by = { $colour ->
    [white] White offers a draw.
   *[black] Black offers a draw.
  }
offer-takeback-by = { $colour ->
    [white] White proposes a takeback.
   *[black] Black proposes a takeback.
  }
offer-rematch-by = { $colour ->
    [white] White wants a rematch.
   *[black] Black wants a rematch.
  }

nav-first = First position
nav-prev = Previous move
nav-next = Next move
nav-last = Current position
review-note = You are looking at an earlier position. Press » to return.

game-rules-link = How to play
download-pgn = Download PGN
download-fen = Download FEN
promotion-title = Choose a piece
# A pawn that may stay a pawn in the promotion zone (Grand chess): the choice that does not promote.
promotion-stay = { $piece } (no promotion)
# A piece of the hand that may go down as itself or as its promoted form (Kyoto shogi): the
# picker's name.
drop-side-title = Choose which side up to drop the piece
# A pawn that promotes where it stands (Sittuyin), offered when it is pressed again: the
# picker's name.
promotion-in-place-title = Promote where it stands: choose a piece
# Gating (S-chess): a first-rank piece's first move may bring a piece of the hand in on the
# square it leaves (castling: on the king's square or the rook's). The picker's name, its choice
# of no piece (for a move, for castling), and each piece's choice.
gate-title = Bring in a piece from your hand, or none
gate-none = No piece enters
gate-castle-none = Castle without bringing in a piece
gate-piece = { $piece } enters on { $square }

connection-connecting = Connecting…
connection-lost = Connection lost. Reconnecting…

## Result

result-title = { $winner ->
    [white] White wins
    [black] Black wins
   *[none] Draw
  }
result-aborted = Game aborted
reason-checkmate = { $loser ->
    [white] White is checkmated.
   *[black] Black is checkmated.
  }
reason-stalemate = { $winner ->
    [white] White stalemated Black, and in this game the side that stalemates wins.
    [black] Black stalemated White, and in this game the side that stalemates wins.
   *[none] Stalemate: the side to move has no legal move.
  }
reason-threefold-repetition = { $winner ->
    [white] The same position occurred three times, and in this game that is decided on points: White wins.
    [black] The same position occurred three times, and in this game that is decided on points: Black wins.
   *[none] The same position occurred three times.
  }
reason-fifty-move-rule = { $winner ->
    [white] Fifty moves by each side without a capture or a pawn move, and in this game that is decided on points: White wins.
    [black] Fifty moves by each side without a capture or a pawn move, and in this game that is decided on points: Black wins.
   *[none] Fifty moves by each side without a capture or a pawn move.
  }
reason-insufficient-material = Neither side has enough material to checkmate.
reason-king-captured = { $loser ->
    [white] White's king was captured.
   *[black] Black's king was captured.
  }
reason-king-exploded = { $loser ->
    [white] White's king was blown up.
   *[black] Black's king was blown up.
  }
reason-bare-king = { $loser ->
    [white] White has nothing left but the king.
   *[black] Black has nothing left but the king.
  }
reason-no-castles = { $loser ->
    [white] White has no Castle left to play with.
   *[black] Black has no Castle left to play with.
  }
reason-goal-reached = { $winner ->
    [none] { $piece ->
        [none] Both sides reached a goal square.
       *[other] Each side's { $piece } reached a goal square.
    }
    [white] { $piece ->
        [none] A White piece reached a goal square.
       *[other] White's { $piece } reached a goal square.
    }
   *[black] { $piece ->
        [none] A Black piece reached a goal square.
       *[other] Black's { $piece } reached a goal square.
    }
  }
reason-checks-given = { $winner ->
    [white] White gave the checks that win.
   *[black] Black gave the checks that win.
  }
reason-drop-mate = { $loser ->
    [white] White mated by a drop that may not mate: Black wins.
   *[black] Black mated by a drop that may not mate: White wins.
  }
reason-extinction = { $loser ->
    [white] White has lost the pieces this game says it must keep.
    [black] Black has lost the pieces this game says it must keep.
   *[none] { $bare ->
        [white] White has only its { $piece } left, and in this game that is a draw.
        [black] Black has only its { $piece } left, and in this game that is a draw.
        [both] Both sides have only their { $piece } left, and in this game that is a draw.
       *[none] A side has too few of the pieces this game counts, and in this game that is a draw.
    }
  }
reason-extinction-win = { $winner ->
    [white] White got rid of the pieces this game counts, and wins.
   *[black] Black got rid of the pieces this game counts, and wins.
  }
reason-checkmated-wins = { $winner ->
    [white] White is checkmated, and in this game that wins.
   *[black] Black is checkmated, and in this game that wins.
  }
reason-stalemated-wins = { $winner ->
    [white] White has no legal move, and in this game that wins.
   *[black] Black has no legal move, and in this game that wins.
  }
reason-forbidden-mate = { $loser ->
    [white] White gave mate with pieces that may not mate alone, and that loses: Black wins.
   *[black] Black gave mate with pieces that may not mate alone, and that loses: White wins.
  }
reason-mate-without-shak = Checkmate, but the unbroken run of checks that led to it had no check by the pieces this game requires, so the game is drawn.
reason-counting-rule = The count ran past its limit before the stronger side could give checkmate, so the game is drawn.
reason-perpetual-check = { $loser ->
    [white] White gave check with every move while the position repeated, and in this game perpetual check loses: Black wins.
   *[black] Black gave check with every move while the position repeated, and in this game perpetual check loses: White wins.
  }
# Janggi: $winner is the side ahead on points, none for a draw (a game without points).
reason-bikjang = { $winner ->
    [white] The kings faced each other on an open file and a side passed (bikjang), which ends the game: White wins on points.
    [black] The kings faced each other on an open file and a side passed (bikjang), which ends the game: Black wins on points.
   *[none] The kings faced each other on an open file and a side passed (bikjang), which ends the game in a draw.
  }
reason-both-passed = { $winner ->
    [white] Both sides passed, one after the other, which ends the game: White wins on points.
    [black] Both sides passed, one after the other, which ends the game: Black wins on points.
   *[none] Both sides passed, one after the other, which ends the game in a draw.
  }
reason-timeout = { $loser ->
    [white] White ran out of time.
   *[black] Black ran out of time.
  }
reason-timeout-vs-insufficient-material = Time ran out, but the other side has no mating material.
reason-resignation = { $loser ->
    [white] White resigned.
   *[black] Black resigned.
  }
reason-agreement = The players agreed to a draw.
reason-abandonment = { $loser ->
    [white] White left the game.
    [black] Black left the game.
   *[none] A player left the game.
  }

## Errors

error-load = Could not reach the Turnpan server.
error-game-not-found = There is no game at this address.
error-unknown-variant = Unknown game: { $id }
error-create = Could not create the game. Please try again.
error-join = Could not join that game: someone may have taken the seat.
error-action = That did not work. Please try again.
error-offline = You are offline; the move was not sent.
error-illegal-move = That move is not legal.
error-not-your-turn = It is not your turn.
error-forbidden = You do not hold a seat in this game.
error-game-over = The game is over.
error-waiting = Waiting for the second player to join.
error-stale = The board was out of date; it has been updated.
error-conflict = That is not possible now.
error-rate-limited = You sent too many messages in a short time. Wait a moment and try again.
error-unavailable = The game is moving to another server. Try again in a moment.
error-too-many-variants = You already have the most variants allowed (20). Delete one first.
error-variant-too-slow = This variant's move generation is too slow for the server.
notice-seat-taken = Both seats are taken: you are watching this game.
notice-join-failed = Could not join with this link: you are watching this game.

## Rules pages (the texts of each game are in rules/en.ftl)

rules-index-title = Rules of the games
rules-index-intro = Choose a game to learn it. Every page has small boards where you can try the moves yourself.
rules-title = Rules of { $name }
rules-contents = Contents
rules-start-caption = The start position. White is at the bottom.
rules-play = Play { $name }
tryit-title = Exercise
tryit-instruction = Try it: tap or drag the marked piece to its square.
tryit-right = Right!
tryit-wrong = Not that square. Look at the marked square and try again.
tryit-wrong-piece = Right square, but choose the piece the task asks for.
tryit-again = Once more
diagram-legend-move = moves there
diagram-legend-capture = captures there
diagram-legend-both = moves or captures there
diagram-legend-initial = only from its starting rank
diagram-legend-hop-move = moves there by jumping over a piece
diagram-legend-hop-capture = captures there by jumping over exactly one piece

# A piece's Betza text in words (rules pages, the variant designer): one sentence per kind of move.
betza-do-both = Moves or captures
betza-do-move-only = Moves without capturing
betza-do-capture-only = Captures only
betza-initial = from its starting rank only
betza-W-one = one square straight
betza-W-ride = any number of squares straight, stopping at the first piece
betza-W-line = any number of squares straight
betza-W-upto = up to { $n } squares straight
betza-F-one = one square diagonally
betza-F-ride = any number of squares diagonally, stopping at the first piece
betza-F-line = any number of squares diagonally
betza-F-upto = up to { $n } squares diagonally
betza-leap-D = a jump two squares straight
betza-leap-N = the knight's jump (two squares one way and one the other)
betza-leap-A = a jump two squares diagonally
betza-leap-H = a jump three squares straight
betza-leap-C = the camel's jump (three squares one way and one the other)
betza-leap-Z = the zebra's jump (three squares one way and two the other)
betza-leap-G = a jump three squares diagonally
betza-leap-one = { $leap }
betza-leap-ride = { $leap }, again and again in a line while the squares are empty
betza-leap-line = { $leap }, again and again in a line
betza-leap-upto = { $leap }, up to { $n } times in a line while the squares are empty
betza-dirs = , { $dirs }
betza-some = ({ $count } of its { $of })
betza-dir-forward = forward
betza-dir-forward-right = forward to the right
betza-dir-right = to the right
betza-dir-backward-right = backward to the right
betza-dir-backward = backward
betza-dir-backward-left = backward to the left
betza-dir-left = to the left
betza-dir-forward-left = forward to the left
betza-lame = , only when the squares it passes are empty
betza-hop-cannon = , jumping over exactly one piece on the way
betza-hop-grasshopper = , over a piece, landing just beyond it
betza-error = Not Betza at column { $column }: { $message }
betza-error-empty = nothing written
betza-error-unknown-modifier = '{ $detail }' is no modifier (m c f b l r v s n p g i)
betza-error-no-piece-letter = the modifiers have no piece letter after them
betza-error-unknown-piece-letter = '{ $detail }' is no piece letter (W F D N A H C Z G, K R B Q)
betza-error-range-too-large = a range of { $detail } is more than 64
betza-error-lame-rider = 'n' (lame) is for leapers, not riders
betza-error-no-direction-left = '{ $detail }': those directions leave it no move
betza-error-board = A board has 2 to 16 files and ranks, and 128 squares at most.
betza-lab-title = Betza lab: try a piece
betza-lab-intro = Write how a piece moves in Betza notation and see where it goes and what each group of letters means. The board and the words change as you type.
betza-lab-label = Betza
betza-lab-files = Files
betza-lab-ranks = Ranks
betza-lab-link = Try any piece in Betza notation
betza-lab-click = Or click the squares around the piece to build a leaper: each click turns a leap on (moves or captures), to moves only, to captures only, and off. The knight's, camel's and zebra's leaps go in pairs.
diagram-leaves = When it moves, a { $piece } stays behind.
diagram-unavailable = The piece diagrams could not be loaded.

# Board: access and chat

piece-tip-title = { $colour ->
    [white] White { $piece }
   *[black] Black { $piece }
  }
piece-tip-white-view = The diagram shows its moves from White's side.
stack-turnover-p = an outer ring
stack-turnover-b = an inner ring
stack-turnover-r = a button
stack-turnover-n = outer ring and inner ring
stack-turnover-q = inner ring and button
stack-turnover-c = outer ring, inner ring and button

move-entry-label = Type a move
move-entry-options = Matching moves
move-entry-placeholder = for example { $example }
move-entry-wait = not your move yet
move-entry-not-now = You can't move now.
move-entry-none = No legal move matches “{ $text }”.
move-entry-count = { $count ->
    [one] One move matches: press Enter to play it.
   *[other] { $count } moves match: keep typing or choose one with the arrow keys.
  }
move-entry-ambiguous = “{ $text }” could be more than one move: keep typing or choose one with the arrow keys.

chat-title = Chat
chat-log = Messages
chat-input-label = Message to your opponent
chat-placeholder = Say something to your opponent
chat-send = Send
chat-you = You
chat-colour = { $colour ->
    [white] White
   *[black] Black
  }
chat-too-long = A message is at most { $max } characters.
chat-slow-down = You are writing too fast: wait { $seconds } s.
chat-refused = The message was not sent.
spectators-count = { $count ->
    [one] One spectator is watching.
   *[other] { $count } spectators are watching.
  }

blind-setting = Screen-reader mode
blind-title = The board for screen readers
blind-log = Announcements
blind-read-clocks = Read the clocks
blind-no-clocks = This game has no clocks.
blind-square-label = Square
blind-piece-moves = Legal moves of the piece there
blind-by-piece = Position by piece
blind-by-square = Position by square
blind-no-pieces = no pieces
blind-empty = empty
blind-hole = hole
blind-cell = { $colour ->
    [white] white { $piece }
   *[black] black { $piece }
  }
blind-piece = { $colour ->
    [white] White { $piece } on { $square }
   *[black] Black { $piece } on { $square }
  }
blind-move = { $colour ->
    [white] White played { $move }
   *[black] Black played { $move }
  }
blind-check = check
blind-clocks = Clocks: White { $white }, Black { $black }.
blind-review = Reviewing the game after: { $move }.
blind-review-start = Reviewing the start position.
blind-taken-back = A move was taken back. Last move: { $move }.
blind-result = Game over: { $result }. { $reason }
blind-bad-square = “{ $square }” is not a square of this board.
blind-empty-square = { $square } is empty.
blind-hole-square = { $square } is a hole: the board has no such square.
blind-not-to-move = { $colour ->
    [white] it is not White's turn.
   *[black] it is not Black's turn.
  }
blind-no-moves = no legal moves.

# Board: play and settings

offer-draw-declined = Your draw offer was declined.
offer-takeback-declined = Your takeback proposal was declined.
offer-rematch-declined = Your rematch offer was declined.
abort-requested = { $colour ->
    [white] White aborted the game.
   *[black] Black aborted the game.
  }
abort-no-first-move = { $colour ->
    [white] White did not make a first move in time.
   *[black] Black did not make a first move in time.
  }
abort-nobody-joined = Nobody joined the game in time.
not-found-title = Page not found
not-found-text = There is nothing at this address. Check the link, or start again from the home page.
settings-open = Settings
settings-title = Settings
settings-close = Close
settings-color-scheme = Light or dark
settings-color-scheme-system = Like the system
settings-color-scheme-light = Light
settings-color-scheme-dark = Dark
settings-board-theme = Board colours
settings-board-theme-wood = Wood
settings-board-theme-blue = Blue
settings-board-theme-green = Green
settings-piece-theme = Pieces
settings-piece-theme-classic = Classic
settings-piece-theme-contrast = High contrast
settings-piece-theme-letters = Letters
settings-board = Board
settings-board-size = Board size
settings-coordinates = Show coordinates
settings-animation = Piece animation
settings-animation-off = None
settings-animation-fast = Fast
settings-animation-normal = Normal
settings-animation-slow = Slow
settings-play = Play
settings-promote-first = Always promote to the first choice (the queen in chess), without the picker
settings-hotseat-turn = In games on one device, turn the board to the side to move
settings-sound = Sound
settings-sound-on = Play sounds
settings-volume = Volume
settings-sound-test = Try the sound
settings-notifications-title = Notifications
settings-notifications = Notify me when my opponent moves while this tab is hidden
settings-notifications-denied = The browser does not allow notifications from this site; you can change that in its site settings.
settings-notifications-unsupported = This browser cannot show notifications.
settings-saved-note = Your settings are remembered in this browser.
title-your-turn = Your turn
notify-title = Your turn
notify-body = { $game }: your opponent played { $move }.
home-tagline = Turnpan: play chess and chess variants in the browser, free and without an account, against a friend, anyone or the computer.
quick-title = Quick start: chess
quick-anyone = against anyone
quick-computer = against the computer
quick-anyone-hint = Chess { $control } against anyone: joins an open game of the same kind, or opens one
quick-computer-hint = Chess { $control } against the computer (level { $level })
quick-error = Could not start the game. Please try again.
action-new-game = New game

## Accounts, ratings, game history, leaderboards (issue 24)
nav-leaderboard = Leaderboards
header-sign-in = Sign in
header-account = Signed in as { $name }: your profile
home-rated = Rating
home-rated-casual = Casual
home-rated-rated = Rated
home-rated-note = A rated game changes both players' ratings.
home-rated-needs-account = Sign in to play rated games.
home-rated-needs-clock = A rated game needs a time control: choose one above.
home-rated-needs-opponent = Rated games are played against a friend or against anyone in the lobby.
error-rated-signin = Sign in first: rated games need an account.
error-join-yourself = You cannot play yourself in a rated game.
lobby-rating-range = Opponent's rating
lobby-rating-min = from
lobby-rating-max = to
lobby-player = Player
lobby-kind = Type
lobby-rated-signin = Sign in to join a rated game
lobby-none-match = No open game matches these filters.
recent-title = Your recent games
recent-empty = The games you play in this browser will be listed here, so you can always get back to them.
recent-profile = Your profile and all your games
recent-no-opponent = nobody has joined yet
recent-opponent = Opponent
recent-result = Result
recent-aborted = Aborted
recent-win = Won
recent-loss = Lost
recent-draw = Draw
recent-waiting = Waiting for an opponent
recent-playing = In progress
player-anonymous = Anonymous
player-computer = Computer (level { $level })
player-deleted = Deleted account
rating-change-title = Rating changes
rating-change-line = { $name }: { $change }
auth-username = Username
auth-username-hint = { $min } to { $max } characters: letters (a–z, A–Z), digits, _ or -
auth-password = Password
auth-password-hint = At least { $min } characters.
auth-username-missing = Enter a username.
auth-username-characters = A username may contain only letters a–z and A–Z, digits, _ and -.
auth-username-length = A username is 2 to 20 characters long.
auth-password-missing = Enter your password.
auth-password-short = The password must be at least 8 characters long.
auth-password-long = The password is too long: at most 256 bytes (about 256 letters, fewer with accents or other alphabets).
auth-too-many = Too many attempts. Try again in { $seconds } s.
auth-try-again-now = You can try again now.
auth-server-said = The server refused: { $message }
auth-signed-in-as = Signed in as { $name }
signup-title = Create an account
signup-why = With an account you get a rating in each game and speed, and your games are kept on your profile. You can always play without one.
signup-submit = Create account
signup-have-account = Already have an account?
signup-taken = That username is taken. Please choose another one.
login-title = Sign in
login-submit = Sign in
login-no-account = No account yet?
login-wrong = Wrong username or password.
account-title = Account settings
account-signed-out = You are not signed in.
account-password-title = Change password
account-current-password = Current password
account-new-password = New password
account-password-submit = Change password
account-password-done = Your password has been changed. Your other devices have been signed out.
account-wrong-password = That password is not right.
account-logout-title = Sign out
account-logout = Sign out on this device
account-delete-title = Delete account
account-delete-explain = Your account and your ratings are deleted for good. Your games stay, with "Deleted account" shown in place of your name.
account-delete-sure = I understand that this cannot be undone
account-delete-not-sure = Tick the box first to confirm.
account-delete-submit = Delete my account
speed-bullet = Bullet
speed-blitz = Blitz
speed-rapid = Rapid
speed-classical = Classical
profile-not-found = There is no player called { $name }.
profile-since = Member since { $date }
profile-games = { $count ->
    [one] { $count } game
   *[other] { $count } games
}
profile-ratings = Ratings
profile-speed = Speed
profile-rating = Rating
profile-rated-games = Rated games
profile-provisional = Provisional: the rating settles after a few more games (deviation ±{ $deviation }).
profile-deviation = Rating deviation ±{ $deviation }
profile-provisional-note = A rating marked ? is provisional: it is not certain yet and moves quickly.
profile-no-ratings = No rated games yet.
profile-history = Rating history
profile-category = Game and speed
profile-chart-table = The points as a table
profile-chart-summary = Rating history, { $category }: { $count ->
    [one] one game, rating { $last }
   *[other] { $count } games, from { $first } to { $last }
}
profile-no-history = The chart appears after the first rated game.
profile-game-list = Games
profile-result = Result
profile-result-all = All results
profile-result-win = Wins
profile-result-loss = Losses
profile-result-draw = Draws
profile-no-games = No games to show.
profile-date = Date
profile-moves = Moves
profile-pages = Pages of games
profile-newer = Newer
profile-older = Older
profile-page = Page { $page } of { $pages }
leaderboard-title = Leaderboards
leaderboard-games = Games
leaderboard-speeds = Speeds
leaderboard-rank = Rank
leaderboard-player = Player
leaderboard-note = The 100 best players of each game and speed, once their rating is no longer provisional.
leaderboard-empty = Nobody is on this leaderboard yet.
leaderboard-no-game = There is no such game.
leaderboard-no-speed = There is no such speed: bullet, blitz, rapid or classical.

## Post-game review (issue 25)
review-button = Review
review-title = Review: { $game }
review-back = Back to the game
review-depth = Depth
review-analyse = Analyse
review-cancel = Cancel
review-progress-label = Analysis progress
review-progress = Position { $done } of { $total }
review-cancelled = Analysis cancelled.
review-error = The analysis failed: { $message }
review-engine-restarted = The engine stopped and was restarted: { $reason }
review-none = No analysis yet: choose a depth and press "Analyse". The engine runs in your browser.
review-computed = Analysed here at depth { $depth }.
review-saved = Saved by { $name }, analysed at depth { $depth }.
review-not-finished = This game is not over yet: it can be reviewed once it has ended.
review-graph = White's winning chances, move by move
review-graph-side = { $side }: { $blunders } blunders, { $mistakes } mistakes, { $inaccuracies } inaccuracies.
review-accuracy = Accuracy
review-inaccuracies = Inaccuracies (?!)
review-mistakes = Mistakes (?)
review-blunders = Blunders (??)
review-mark-inaccuracy = Inaccuracy
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-best = Best was { $move }.
review-chances = Winning chances of the side that moved: { $before }% before, { $after }% after.
review-save = Save this review to the game
review-sign-in = Sign in to save this review to the game.
review-save-failed = The review could not be saved: { $message }
review-deeper-saved = A review at least as deep is already saved for this game.

## Board editor (issue 25, part 4)

editor-link = Board editor
editor-edit-position = Edit position
editor-title = Board editor: { $name }
editor-palette-white = White pieces
editor-palette-black = Black pieces
editor-white-piece = White { $piece }
editor-black-piece = Black { $piece }
editor-stack-p = an outer ring
editor-stack-b = an inner ring
editor-stack-r = a button
editor-stack-n = an outer ring and an inner ring
editor-stack-q = an inner ring and a button
editor-stack-c = an outer ring, an inner ring and a button
editor-eraser = Eraser
editor-clear = Clear board
editor-start = Start position
editor-square = Square
editor-put = Put
editor-bad-square = { $square } is not a square of this board.
editor-hole-square = { $square } is a hole of this board: nothing can stand there.
editor-choose-first = Choose a piece or the eraser first.
editor-turn = Side to move
editor-castling = Castling rights
editor-castle-white-short = White, kingside (K)
editor-castle-white-long = White, queenside (Q)
editor-castle-black-short = Black, kingside (k)
editor-castle-black-long = Black, queenside (q)
editor-en-passant = En-passant square
editor-en-passant-none = none
editor-halfmove = Halfmove clock
editor-fullmove = Move number
editor-rules-unavailable = The rules of this game could not be loaded: { $message }
editor-valid = A legal position.
editor-over = This position is already over. { $how } You can analyse it, but not play from it.
editor-over-no-play = A game cannot start from a position that is already over.
editor-fix-first = Fix the position first.
editor-castling-dropped = The rules drop the castling rights { $rights }: the king or the rook is not on its starting square.
editor-analyse = Analyse
editor-you-play = You play
editor-side-to-move = the side to move
editor-play-computer = Play the computer from here
editor-play-friend = Play a friend from here
editor-create-failed = The game could not be created: { $message }
editor-field-placement = Piece placement
editor-field-side-to-move = Side to move
editor-field-castling = Castling rights
editor-field-en-passant = En-passant square
editor-field-halfmove-clock = Halfmove clock
editor-field-checks = Checks still to give
editor-field-fullmove-number = Move number
editor-field-position = Position
editor-error-at = { $field }, character { $column }: { $problem }
editor-error-in = { $field }: { $problem }
editor-error-empty = The FEN is empty.
editor-error-too-many-fields = a FEN has at most six fields.
editor-error-rank-count = { $given } ranks given, but the board has { $ranks }.
editor-error-empty-run-of-zero = a run of 0 empty squares.
editor-error-bad-run = '{ $text }' is not a run of 1 to 8 empty squares.
editor-error-unknown-piece = '{ $letter }' is not a piece of { $game }.
editor-error-not-turnover-piece = '{ $letter }' is not a Turnover piece (P B R N Q C).
editor-error-rank-too-long = rank { $rank } has more than { $files } squares.
editor-error-rank-too-short = rank { $rank } has { $squares } squares, not { $files }.
editor-error-bad-side-to-move = '{ $text }' is neither w (White) nor b (Black).
editor-error-bad-castling = '{ $letter }' is not one of K, Q, k, q.
editor-error-repeated-castling = '{ $letter }' appears twice.
editor-error-not-a-square = '{ $text }' is not a square of this board.
editor-error-no-double-step = { $square } is not the square behind a pawn that has just made a double step.
editor-error-hole-not-marked = { $square } is a hole of this board: the FEN must write * there.
editor-error-not-a-hole = { $square } is a square of this board, not a hole: * stands only on the board's holes.
editor-error-not-in-turnover = { $what ->
    [castling] Turnover has no castling; write '-'.
   *[other] Turnover has no en passant; write '-'.
  }
editor-error-bad-checks = '{ $text }' is not the checks still to give, White's and Black's, as 3+3 (at most { $max } each).
editor-error-no-first-move-right = '{ $letter }' names no piece with a first-move right on its side's first rank.
editor-error-no-gate = '{ $letter }' names no gate: no piece of its side stands on that file of its first rank.
editor-error-bad-count = '{ $text }' is not a count of 0 to 1000 plies.
editor-error-not-a-number = '{ $text }' is not a number.
editor-error-not-a-non-negative-number = '{ $text }' is not a whole number of 0 or more.
editor-error-fullmove-zero = the move number starts at 1.
editor-error-several-royals = { $color ->
    [white] White has { $count } pieces '{ $letter }' ({ $piece }); a side has only one.
   *[black] Black has { $count } pieces '{ $letter }' ({ $piece }); a side has only one.
  }
editor-error-no-royal = { $color ->
    [white] White has no { $piece } ('{ $letter }').
   *[black] Black has no { $piece } ('{ $letter }').
  }
editor-error-pawn-on-promotion-rank = { $color ->
    [white] White pawn on { $square }: a pawn cannot stand on the rank where it promotes.
   *[black] Black pawn on { $square }: a pawn cannot stand on the rank where it promotes.
  }
editor-error-pawn-behind-its-start = { $color ->
    [white] White pawn on { $square }: pawns never move backwards, so no pawn can stand behind the rank where its side's pawns start.
   *[black] Black pawn on { $square }: pawns never move backwards, so no pawn can stand behind the rank where its side's pawns start.
  }
editor-error-check-not-on-turn = { $color ->
    [white] White is in check although Black is to move: the side not to move cannot be in check.
   *[black] Black is in check although White is to move: the side not to move cannot be in check.
  }
editor-error-board-too-large = The board is too large.
editor-error-not-promotable = '+{ $letter }': { $game } has no promoted form of that piece.
editor-error-no-hands = '{ $letter }': this game has no pieces in hand.
editor-error-bad-hand = '{ $letter }' cannot be in hand: it is not a piece of { $game } that can be held.
editor-error-unclosed-hand = the pieces in hand opened with '[' are not closed with ']'.
editor-error-hand-too-large = more than { $max } pieces '{ $letter }' in hand.
editor-error-unknown-variant = Unknown game: { $id }

## Analysis board (issue 25)

analysis-title = Analysis board: { $game }
analysis-engine = Engine
analysis-engine-off = The engine is off.
analysis-lines = Lines
analysis-depth = Depth { $depth }
analysis-speed = { $knps } thousand positions/s
analysis-thinking = Thinking…
analysis-engine-error = The engine could not search: { $message }
analysis-engine-restarted = The engine stopped unexpectedly and was restarted ({ $reason }).
analysis-game-over = The game is over in this position.
analysis-eval = Evaluation: { $score }
analysis-eval-none = No evaluation
analysis-no-moves = No moves yet: play one on the board.
analysis-promote = Promote variation
analysis-delete = Delete from here
analysis-fen-load = Load FEN
analysis-fen-error = This FEN cannot be used: { $message }
analysis-move-error = Move { $number } of the line cannot be played: { $message }
analysis-share = Share link
analysis-share-label = Link to this line
analysis-share-copied = The link is copied.
analysis-pgn = Import PGN
analysis-pgn-label = PGN text
analysis-pgn-import = Import
analysis-pgn-error = The PGN cannot be read: { $message }
game-analysis-link = Analysis board

# Players' variants: directory

nav-variants = Variants
variants-title = Players' variants
variants-intro = Games that Turnpan's players designed. Read their rules, then play them with a friend, in the lobby, on one device or against the computer.
variants-directory-title = Public variants
variants-search = Search
variants-search-hint = Part of a name, of an id or of the creator's name.
variants-sort = Order
variants-sort-recent = Recently updated
variants-sort-games = Most played
variants-sort-name = Name (A to Z)
variants-creator = Creator:
variants-by = by { $creator }
variants-games = { $count ->
    [one] { $count } game played
   *[other] { $count } games played
}
variants-updated = updated { $date }
variants-version = version { $version }
variants-play = Play
variants-play-label = Play { $name }
variants-rules = Rules
variants-rules-label = Rules of { $name }
variants-edit = Edit
variants-edit-label = Edit { $name }
variants-delete = Delete
variants-delete-label = Delete { $name }
variants-delete-confirm = Really delete?
variants-delete-confirm-label = Really delete { $name }? Press again to delete it.
variants-delete-failed = The variant could not be deleted: { $message }
variants-deleted = { $name } is deleted.
variants-empty = No player has published a variant yet.
variants-none-match = No public variant matches "{ $query }".
variants-error = The variants could not be loaded: { $message }
variants-pages = Pages of variants
variants-previous = Previous page
variants-next = Next page
variants-page = Page { $page }
variants-mine-title = My variants
variants-mine-count = { $count } of { $max }
variants-mine-new = New variant
variants-mine-full = You have as many variants as an account may have: delete one to design another.
variants-mine-empty = You have no variants yet: design your first one.
variants-mine-error = Your variants could not be loaded: { $message }
variants-visibility-private = Private
variants-visibility-unlisted = Unlisted
variants-visibility-public = Public
variants-signin = Sign in to design variants of your own.
home-variant-missing = There is no variant { $id } to play: it may be private or deleted.
lobby-players-variants = Players' variants
rules-edit-variant = Edit this variant

# Games with drops: the hands beside the board, in words (screen readers, the editor).
pocket-label = { $colour ->
    [white] White's hand: { $hand }
   *[black] Black's hand: { $hand }
  }
pocket-empty = empty
pocket-many = { $count } × { $piece }
pocket-many-king = { $count } kings
pocket-many-queen = { $count } queens
pocket-many-rook = { $count } rooks
pocket-many-bishop = { $count } bishops
pocket-many-knight = { $count } knights
pocket-many-pawn = { $count } pawns
editor-hands-note = Pieces in hand are written in the FEN, between [ ] after the board.
blind-drop = { $piece } dropped on { $square }
# A promotion whose notation does not say where the pawn stood (Sittuyin): one made where it
# stands (d5=F), or after a step aside (c4=F, from d5).
blind-promoted-in-place = { $pawn } on { $square } promotes to { $piece } where it stands
blind-promoted-aside = { $pawn } from { $from } promotes to { $piece } on { $square }
blind-gated = { $piece } enters from the hand on { $square }
