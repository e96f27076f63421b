# Turnpan — Ελληνικά (el). Ίδια αναγνωριστικά με το en.ftl· τα κείμενα των κανόνων είναι στο rules/el.ftl.
# Ο ιστότοπος μιλά στον παίκτη στον ενικό (εσύ): «Παίξε», «Διάλεξε», «Δοκίμασε».
# Η σημειογραφία των κινήσεων (e4, Nf3, O-O, =Q) μένει με λατινικούς χαρακτήρες.

site-title = Turnpan
language = Γλώσσα
loading = Φόρτωση…
nav-home = Πίσω στην αρχική σελίδα
nav-rules = Κανόνες

## Home page

home-title = Παίξε μια παρτίδα
home-game = Παιχνίδι
home-time = Χρόνος
home-mode = Αντίπαλος
home-colour = Το χρώμα σου
home-level = Επίπεδο υπολογιστή
home-create = Δημιουργία παρτίδας
control-unlimited = Χωρίς όριο
mode-friend = Ένας φίλος, με σύνδεσμο
mode-open = Οποιοσδήποτε, στις ανοιχτές παρτίδες
mode-hotseat = Και οι δύο πλευρές σε αυτή τη συσκευή
mode-computer = Ο υπολογιστής
colour-choice-white = Λευκά
colour-choice-black = Μαύρα
colour-choice-random = Τυχαία

variant-chess-name = Σκάκι
variant-turnover-name = Turnover
variant-central-rotational-name = Σκάκι με περιστρεφόμενο κέντρο
variant-transformer-name = Transformer
variant-turkish-name = Τουρκικό σκάκι
home-rules-link = Κανόνες
variant-chess-description = Το κλασικό παιχνίδι: κάνε ματ στον βασιλιά.
variant-turnover-description = Στοίβαξε δαχτυλίδια και κουμπιά σε κομμάτια· κάνε ματ σε όλα τα αντίπαλα Κάστρα.
variant-central-rotational-description = Τα τέσσερα κεντρικά τετράγωνα γυρίζουν μετά από κάθε κίνηση· κερδίζει όποιος πάρει τον βασιλιά.
variant-transformer-description = 9×9: τα πιόνια πηδούν πίσω και μεταμορφώνονται. Όποιος κάνει πατ κερδίζει· όποιος μείνει μόνο με τον βασιλιά χάνει.
variant-turkish-description = 8×10 με Στρατηγό, Καγκελάριο, Υπουργό και τα κανόνια Σόγκι και Ελέφαντα.

## Pieces

piece-name-king = Βασιλιάς
piece-name-queen = Βασίλισσα
piece-name-rook = Πύργος
piece-name-bishop = Αξιωματικός
piece-name-knight = Ίππος
piece-name-pawn = Πιόνι
piece-name-castle = Κάστρο
piece-name-general = Στρατηγός
piece-name-chancellor = Καγκελάριος
piece-name-minister = Υπουργός
piece-name-shogi = Σόγκι
piece-name-elephant = Ελέφαντας
piece-name-hawk = Γεράκι
piece-name-double-step-queen = Βασίλισσα διπλού βήματος
piece-name-double-step-rook = Πύργος διπλού βήματος
piece-name-double-step-bishop = Αξιωματικός διπλού βήματος
piece-name-double-knight = Διπλός ίππος
piece-name-transformer = Μετασχηματιστής
# Shogi's pieces (variants/examples/shogi.toml, minishogi.toml).
piece-name-gold-general = Χρυσός στρατηγός
piece-name-silver-general = Αργυρός στρατηγός
piece-name-lance = Λόγχη
piece-name-tokin = Τοκίν
piece-name-horse = Άλογο-δράκος
piece-name-advisor = Σύμβουλος
piece-name-chariot = Άρμα
piece-name-cannon = Κανόνι
piece-name-soldier = Στρατιώτης
piece-name-banner = Λάβαρο
piece-xiangqi-n = Άλογο
piece-manchu-n = Άλογο
piece-minixiangqi-n = Άλογο
piece-janggi-n = Άλογο
piece-name-guard = Φρουρός
piece-torishogi-k = Φοίνικας
piece-torishogi-f = Γεράκι
piece-torishogi-c = Γερανός
piece-torishogi-l = Αριστερό ορτύκι
piece-torishogi-r = Δεξί ορτύκι
piece-torishogi-p = Φασιανός
piece-torishogi-s = Χελιδόνι
piece-torishogi-g = Χήνα
piece-torishogi-e = Αετός
piece-yarishogi-r = Πύργος γιάρι
piece-yarishogi-n = Ίππος γιάρι
piece-yarishogi-b = Αξιωματικός γιάρι
piece-yarishogi-g = Χρυσός γιάρι
piece-yarishogi-h = Χρυσός γιάρι
piece-yarishogi-s = Αργυρός γιάρι
piece-name-dragon = Δράκος
piece-name-promoted-silver = Προαγμένος αργυρός
piece-name-promoted-knight = Προαγμένος ίππος
piece-name-promoted-lance = Προαγμένη λόγχη
# The example games' other pieces (variants/examples/*.toml). The compounds of the large boards
# (Grand, Opulent, Omicron, Ten cubed, Gustav III, Perfect chess): Ten cubed spells its
# rook-knight Marshall, Grand chess Marshal.
piece-name-archbishop = Αρχιεπίσκοπος
piece-name-cardinal = Καρδινάλιος
piece-name-marshal = Στρατάρχης
piece-name-marshall = Στρατάρχης
piece-name-amazon = Αμαζόνα
piece-name-champion = Πρόμαχος
piece-name-wizard = Μάγος
# Makruk's family (makruk.toml, cambodian.toml, ai-wok.toml…), Sittuyin and Shatar: their own words.
piece-name-khon = Κον
piece-name-met = Μετ
piece-name-ai-wok = Άι-γουόκ
piece-name-sin = Σιν
piece-name-bers = Μπερς
# Dobutsu shogi (Opulent chess has a lion too) and Sho shogi.
piece-name-lion = Λιοντάρι
piece-name-giraffe = Καμηλοπάρδαλη
piece-name-chick = Κοτοπουλάκι
piece-name-hen = Κότα
piece-name-drunk-elephant = Μεθυσμένος ελέφαντας
piece-name-crown-prince = Διάδοχος
# Spartan chess.
piece-name-warlord = Πολέμαρχος
piece-name-lieutenant = Υπολοχαγός
piece-name-captain = Λοχαγός
piece-name-hoplite = Οπλίτης
# Breakthrough's and Clobber's plain men.
piece-name-piece = Κομμάτι
piece-name-stone = Πέτρα
# A promoted piece (shogi's +P, drawn in red with a + badge): the piece it was, lower case, and
# the name of the kind it became with that.
piece-promoted = { $piece } με προαγωγή
piece-promoted-kind = { $kind } ({ $promoted })

## Lobby

lobby-title = Ανοιχτές παρτίδες
lobby-filter = Εμφάνιση
lobby-all-games = Όλα τα παιχνίδια
lobby-game = Παιχνίδι
lobby-time = Χρόνος
lobby-you-play = Παίζεις με
lobby-join = Συμμετοχή
lobby-yours = Η παρτίδα σου
lobby-empty = Δεν υπάρχουν ανοιχτές παρτίδες αυτή τη στιγμή. Δημιούργησε μία!

## Game page

colour-white = Λευκά
colour-black = Μαύρα
you = εσύ
seat-empty = αναμονή για παίκτη
moves-title = Κινήσεις
move-pass = πάσο
status-waiting = Αναμονή για τον δεύτερο παίκτη.
status-your-turn = { $colour ->
    [white] Σειρά σου (Λευκά)
   *[black] Σειρά σου (Μαύρα)
  }
status-their-turn = { $colour ->
    [white] Παίζουν τα Λευκά
   *[black] Παίζουν τα Μαύρα
  }
status-watching = { $colour ->
    [white] Παρακολουθείς · παίζουν τα Λευκά
   *[black] Παρακολουθείς · παίζουν τα Μαύρα
  }
status-first-move = { $colour ->
    [white] Τα Λευκά πρέπει να κάνουν την πρώτη κίνηση μέσα σε { $seconds } δευτ.
   *[black] Τα Μαύρα πρέπει να κάνουν την πρώτη κίνηση μέσα σε { $seconds } δευτ.
  }
invite-label = Στείλε αυτόν τον σύνδεσμο στον φίλο σου:
invite-copy = Αντιγραφή συνδέσμου
invite-copied = Ο σύνδεσμος αντιγράφηκε.
invite-copy-manual = Αντίγραψε τον επιλεγμένο σύνδεσμο.

board-goal-square = Τετράγωνο-στόχος: ο βασιλιάς που φτάνει εκεί κερδίζει
game-checks-left = Σαχ που μένουν: λευκά { $white }, μαύρα { $black }
# Makruk's counting rules: the count running in the position shown, in moves.
game-count = Μέτρηση: { $count } από { $limit } κινήσεις
action-flip = Αναστροφή σκακιέρας
action-abort = Ακύρωση παρτίδας
action-resign = Παραίτηση
action-draw = Πρόταση ισοπαλίας
action-takeback = Αίτημα αναίρεσης κίνησης
action-rematch = Ρεβάνς
action-claim-win = Διεκδίκηση νίκης
action-claim-draw = Λήξη με ισοπαλία
action-pass = Πάσο
action-pass-title = Δεν κάνεις κίνηση και δίνεις τη σειρά στην άλλη πλευρά.
confirm-abort = Σίγουρα ακυρώνεις την παρτίδα;
confirm-resign = Σίγουρα παραιτείσαι;
confirm-claim-win = Σίγουρα διεκδικείς τη νίκη;
confirm-claim-draw = Σίγουρα θέλεις να λήξει η παρτίδα ισόπαλη;

offer-accept = Αποδοχή
offer-decline = Απόρριψη
offer-draw-received = Ο αντίπαλος προτείνει ισοπαλία.
offer-takeback-received = Ο αντίπαλος ζητά αναίρεση κίνησης.
offer-rematch-received = Ο αντίπαλος θέλει ρεβάνς.
offer-draw-sent = Πρότεινες ισοπαλία. Αναμονή για απάντηση.
offer-takeback-sent = Ζήτησες αναίρεση κίνησης. Αναμονή για απάντηση.
offer-rematch-sent = Πρότεινες ρεβάνς. Αναμονή για απάντηση.
offer-draw-by = { $colour ->
    [white] Τα Λευκά προτείνουν ισοπαλία.
   *[black] Τα Μαύρα προτείνουν ισοπαλία.
  }
offer-takeback-by = { $colour ->
    [white] Τα Λευκά ζητούν αναίρεση κίνησης.
   *[black] Τα Μαύρα ζητούν αναίρεση κίνησης.
  }
offer-rematch-by = { $colour ->
    [white] Τα Λευκά θέλουν ρεβάνς.
   *[black] Τα Μαύρα θέλουν ρεβάνς.
  }

nav-first = Αρχική θέση
nav-prev = Προηγούμενη κίνηση
nav-next = Επόμενη κίνηση
nav-last = Τρέχουσα θέση
review-note = Βλέπεις μια προηγούμενη θέση. Πάτα » για να επιστρέψεις.

game-rules-link = Πώς παίζεται
download-pgn = Κατέβασμα PGN
download-fen = Κατέβασμα FEN
promotion-title = Διάλεξε κομμάτι
# A pawn that may stay a pawn in the promotion zone (Grand chess): the choice that does not promote.
promotion-stay = { $piece } (χωρίς προαγωγή)
# A piece of the hand that may go down as itself or as its promoted form (Kyoto shogi): the
# picker's name.
drop-side-title = Διάλεξε με ποια μορφή θα ριχτεί το κομμάτι
# A pawn that promotes where it stands (Sittuyin), offered when it is pressed again: the
# picker's name.
promotion-in-place-title = Προαγωγή εκεί όπου στέκεται: διάλεξε κομμάτι
# Gating (S-chess): a first-rank piece's first move may bring a piece of the hand in on the
# square it leaves (castling: on the king's square or the rook's). The picker's name, its choice
# of no piece (for a move, for castling), and each piece's choice.
gate-title = Φέρε ένα κομμάτι από το χέρι σου, ή κανένα
gate-none = Δεν μπαίνει κανένα κομμάτι
gate-castle-none = Ροκέ χωρίς να μπει κομμάτι
gate-piece = { $piece }: μπαίνει στο { $square }

connection-connecting = Σύνδεση…
connection-lost = Η σύνδεση χάθηκε. Επανασύνδεση…

## Result

result-title = { $winner ->
    [white] Κερδίζουν τα Λευκά
    [black] Κερδίζουν τα Μαύρα
   *[none] Ισοπαλία
  }
result-aborted = Η παρτίδα ακυρώθηκε
reason-checkmate = { $loser ->
    [white] Τα Λευκά δέχτηκαν ματ.
   *[black] Τα Μαύρα δέχτηκαν ματ.
  }
reason-stalemate = { $winner ->
    [white] Τα Λευκά έκαναν πατ στα Μαύρα, και σε αυτό το παιχνίδι κερδίζει όποιος κάνει πατ.
    [black] Τα Μαύρα έκαναν πατ στα Λευκά, και σε αυτό το παιχνίδι κερδίζει όποιος κάνει πατ.
   *[none] Πατ: ο παίκτης που έχει τη σειρά δεν έχει καμία νόμιμη κίνηση.
  }
reason-threefold-repetition = { $winner ->
    [white] Η ίδια θέση εμφανίστηκε τρεις φορές, και σε αυτό το παιχνίδι αυτό κρίνεται στους πόντους: κερδίζουν τα λευκά.
    [black] Η ίδια θέση εμφανίστηκε τρεις φορές, και σε αυτό το παιχνίδι αυτό κρίνεται στους πόντους: κερδίζουν τα μαύρα.
   *[none] Η ίδια θέση εμφανίστηκε τρεις φορές.
  }
reason-fifty-move-rule = { $winner ->
    [white] Πενήντα κινήσεις από κάθε πλευρά χωρίς λήψη ή κίνηση πιονιού, και σε αυτό το παιχνίδι αυτό κρίνεται στους πόντους: κερδίζουν τα λευκά.
    [black] Πενήντα κινήσεις από κάθε πλευρά χωρίς λήψη ή κίνηση πιονιού, και σε αυτό το παιχνίδι αυτό κρίνεται στους πόντους: κερδίζουν τα μαύρα.
   *[none] Πενήντα κινήσεις από κάθε πλευρά χωρίς λήψη ή κίνηση πιονιού.
  }
reason-insufficient-material = Καμία πλευρά δεν έχει αρκετό υλικό για ματ.
reason-king-captured = { $loser ->
    [white] Ο λευκός βασιλιάς πάρθηκε.
   *[black] Ο μαύρος βασιλιάς πάρθηκε.
  }
reason-king-exploded = { $loser ->
    [white] Ο λευκός βασιλιάς ανατινάχτηκε.
   *[black] Ο μαύρος βασιλιάς ανατινάχτηκε.
  }
reason-bare-king = { $loser ->
    [white] Στα Λευκά έμεινε μόνο ο βασιλιάς.
   *[black] Στα Μαύρα έμεινε μόνο ο βασιλιάς.
  }
reason-no-castles = { $loser ->
    [white] Στα Λευκά δεν έμεινε Κάστρο για να παίξουν.
   *[black] Στα Μαύρα δεν έμεινε Κάστρο για να παίξουν.
  }
reason-goal-reached = { $winner ->
    [none] { $piece ->
        [none] Και οι δύο πλευρές έφτασαν σε τετράγωνο-στόχο.
       *[other] Το κομμάτι { $piece } κάθε πλευράς έφτασε σε τετράγωνο-στόχο.
    }
    [white] { $piece ->
        [none] Ένα λευκό κομμάτι έφτασε σε τετράγωνο-στόχο.
       *[other] Το κομμάτι { $piece } των λευκών έφτασε σε τετράγωνο-στόχο.
    }
   *[black] { $piece ->
        [none] Ένα μαύρο κομμάτι έφτασε σε τετράγωνο-στόχο.
       *[other] Το κομμάτι { $piece } των μαύρων έφτασε σε τετράγωνο-στόχο.
    }
  }
reason-checks-given = { $winner ->
    [white] Τα λευκά έδωσαν τα σαχ που κερδίζουν.
   *[black] Τα μαύρα έδωσαν τα σαχ που κερδίζουν.
  }
reason-drop-mate = { $loser ->
    [white] Τα λευκά έκαναν ματ ρίχνοντας κομμάτι που δεν επιτρέπεται να κάνει ματ: κερδίζουν τα μαύρα.
   *[black] Τα μαύρα έκαναν ματ ρίχνοντας κομμάτι που δεν επιτρέπεται να κάνει ματ: κερδίζουν τα λευκά.
  }
reason-extinction = { $loser ->
    [white] Τα Λευκά έχασαν τα κομμάτια που αυτό το παιχνίδι τα υποχρεώνει να κρατήσουν.
    [black] Τα Μαύρα έχασαν τα κομμάτια που αυτό το παιχνίδι τα υποχρεώνει να κρατήσουν.
   *[none] { $bare ->
        [white] Στα Λευκά έμεινε μόνο το κομμάτι { $piece }, και σε αυτό το παιχνίδι αυτό είναι ισοπαλία.
        [black] Στα Μαύρα έμεινε μόνο το κομμάτι { $piece }, και σε αυτό το παιχνίδι αυτό είναι ισοπαλία.
        [both] Σε κάθε πλευρά έμεινε μόνο το κομμάτι { $piece }, και σε αυτό το παιχνίδι αυτό είναι ισοπαλία.
       *[none] Μια πλευρά έμεινε με πολύ λίγα από τα κομμάτια που μετράει αυτό το παιχνίδι, και εδώ αυτό είναι ισοπαλία.
    }
  }
reason-extinction-win = { $winner ->
    [white] Τα Λευκά ξεφορτώθηκαν τα κομμάτια που μετράει αυτό το παιχνίδι, και κερδίζουν.
   *[black] Τα Μαύρα ξεφορτώθηκαν τα κομμάτια που μετράει αυτό το παιχνίδι, και κερδίζουν.
  }
reason-checkmated-wins = { $winner ->
    [white] Τα Λευκά δέχτηκαν ματ, και σε αυτό το παιχνίδι αυτό κερδίζει.
   *[black] Τα Μαύρα δέχτηκαν ματ, και σε αυτό το παιχνίδι αυτό κερδίζει.
  }
reason-stalemated-wins = { $winner ->
    [white] Τα Λευκά δεν έχουν καμία νόμιμη κίνηση, και σε αυτό το παιχνίδι αυτό κερδίζει.
   *[black] Τα Μαύρα δεν έχουν καμία νόμιμη κίνηση, και σε αυτό το παιχνίδι αυτό κερδίζει.
  }
reason-forbidden-mate = { $loser ->
    [white] Τα λευκά έκαναν ματ μόνο με κομμάτια που δεν επιτρέπεται να κάνουν ματ μόνα τους, και αυτό χάνει: κερδίζουν τα μαύρα.
   *[black] Τα μαύρα έκαναν ματ μόνο με κομμάτια που δεν επιτρέπεται να κάνουν ματ μόνα τους, και αυτό χάνει: κερδίζουν τα λευκά.
  }
reason-mate-without-shak = Ματ, αλλά η αδιάκοπη αλυσίδα από σαχ που οδήγησε σε αυτό δεν είχε κανένα σαχ από τα κομμάτια που απαιτεί αυτό το παιχνίδι, οπότε η παρτίδα είναι ισόπαλη.
reason-counting-rule = Η μέτρηση ξεπέρασε το όριό της πριν η ισχυρότερη πλευρά κάνει ματ, οπότε η παρτίδα είναι ισόπαλη.
reason-perpetual-check = { $loser ->
    [white] Τα λευκά έδιναν σαχ με κάθε κίνησή τους όσο η θέση επαναλαμβανόταν, και σε αυτό το παιχνίδι το διαρκές σαχ χάνει: κερδίζουν τα μαύρα.
   *[black] Τα μαύρα έδιναν σαχ με κάθε κίνησή τους όσο η θέση επαναλαμβανόταν, και σε αυτό το παιχνίδι το διαρκές σαχ χάνει: κερδίζουν τα λευκά.
  }
# Janggi: $winner is the side ahead on points, none for a draw (a game without points).
reason-bikjang = { $winner ->
    [white] Οι βασιλιάδες βρέθηκαν αντικριστά σε ανοιχτή στήλη και μια πλευρά έκανε πάσο (bikjang), κάτι που τελειώνει την παρτίδα: κερδίζουν τα λευκά στους πόντους.
    [black] Οι βασιλιάδες βρέθηκαν αντικριστά σε ανοιχτή στήλη και μια πλευρά έκανε πάσο (bikjang), κάτι που τελειώνει την παρτίδα: κερδίζουν τα μαύρα στους πόντους.
   *[none] Οι βασιλιάδες βρέθηκαν αντικριστά σε ανοιχτή στήλη και μια πλευρά έκανε πάσο (bikjang), κάτι που τελειώνει την παρτίδα με ισοπαλία.
  }
reason-both-passed = { $winner ->
    [white] Και οι δύο πλευρές έκαναν πάσο, η μία μετά την άλλη, κάτι που τελειώνει την παρτίδα: κερδίζουν τα λευκά στους πόντους.
    [black] Και οι δύο πλευρές έκαναν πάσο, η μία μετά την άλλη, κάτι που τελειώνει την παρτίδα: κερδίζουν τα μαύρα στους πόντους.
   *[none] Και οι δύο πλευρές έκαναν πάσο, η μία μετά την άλλη, κάτι που τελειώνει την παρτίδα με ισοπαλία.
  }
reason-timeout = { $loser ->
    [white] Τελείωσε ο χρόνος των Λευκών.
   *[black] Τελείωσε ο χρόνος των Μαύρων.
  }
reason-timeout-vs-insufficient-material = Ο χρόνος τελείωσε, αλλά η άλλη πλευρά δεν έχει υλικό για ματ.
reason-resignation = { $loser ->
    [white] Τα Λευκά παραιτήθηκαν.
   *[black] Τα Μαύρα παραιτήθηκαν.
  }
reason-agreement = Οι παίκτες συμφώνησαν σε ισοπαλία.
reason-abandonment = { $loser ->
    [white] Τα Λευκά έφυγαν από την παρτίδα.
    [black] Τα Μαύρα έφυγαν από την παρτίδα.
   *[none] Ένας παίκτης έφυγε από την παρτίδα.
  }

## Errors

error-load = Δεν ήταν δυνατή η σύνδεση με τον διακομιστή του Turnpan.
error-game-not-found = Δεν υπάρχει παρτίδα σε αυτή τη διεύθυνση.
error-unknown-variant = Άγνωστο παιχνίδι: { $id }
error-create = Δεν ήταν δυνατή η δημιουργία της παρτίδας. Δοκίμασε ξανά.
error-join = Δεν ήταν δυνατή η συμμετοχή στην παρτίδα: ίσως κάποιος πήρε τη θέση.
error-action = Κάτι δεν πήγε καλά. Δοκίμασε ξανά.
error-offline = Είσαι εκτός σύνδεσης· η κίνηση δεν στάλθηκε.
error-illegal-move = Αυτή η κίνηση δεν είναι νόμιμη.
error-not-your-turn = Δεν είναι η σειρά σου.
error-forbidden = Δεν παίζεις σε αυτή την παρτίδα.
error-game-over = Η παρτίδα έχει τελειώσει.
error-waiting = Αναμονή για τον δεύτερο παίκτη.
error-stale = Η σκακιέρα δεν ήταν ενημερωμένη· ενημερώθηκε τώρα.
error-conflict = Αυτό δεν είναι δυνατό τώρα.
error-rate-limited = Έστειλες πολλά μηνύματα σε λίγο χρόνο. Περίμενε λίγο και δοκίμασε ξανά.
error-unavailable = Η παρτίδα μεταφέρεται σε άλλον διακομιστή. Δοκίμασε ξανά σε λίγο.
error-too-many-variants = Έχεις ήδη τις περισσότερες παραλλαγές που επιτρέπονται (20). Διάγραψε μία πρώτα.
error-variant-too-slow = Η παραγωγή κινήσεων αυτής της παραλλαγής είναι πολύ αργή για τον διακομιστή.
notice-seat-taken = Και οι δύο θέσεις είναι πιασμένες: παρακολουθείς την παρτίδα.
notice-join-failed = Δεν ήταν δυνατή η συμμετοχή με αυτόν τον σύνδεσμο: παρακολουθείς την παρτίδα.

## Rules pages

rules-index-title = Οι κανόνες των παιχνιδιών
rules-index-intro = Διάλεξε ένα παιχνίδι για να το μάθεις. Κάθε σελίδα έχει μικρές σκακιέρες όπου δοκιμάζεις μόνος σου τις κινήσεις.
rules-title = Κανόνες: { $name }
rules-contents = Περιεχόμενα
rules-start-caption = Η αρχική θέση. Τα Λευκά είναι κάτω.
rules-play = Παίξε { $name }
tryit-title = Άσκηση
tryit-instruction = Δοκίμασε: πάτα ή σύρε το σημειωμένο κομμάτι στο τετράγωνό του.
tryit-right = Σωστά!
tryit-wrong = Όχι σε αυτό το τετράγωνο. Κοίτα το σημειωμένο τετράγωνο και δοκίμασε ξανά.
tryit-wrong-piece = Σωστό τετράγωνο, αλλά διάλεξε το κομμάτι που ζητά η άσκηση.
tryit-again = Άλλη μία φορά
diagram-legend-move = κινείται εκεί
diagram-legend-capture = παίρνει εκεί
diagram-legend-both = κινείται ή παίρνει εκεί
diagram-legend-initial = μόνο από την αρχική του γραμμή
diagram-legend-hop-move = κινείται εκεί πηδώντας πάνω από ένα κομμάτι
diagram-legend-hop-capture = παίρνει εκεί πηδώντας πάνω από ακριβώς ένα κομμάτι

# A piece's Betza text in words (rules pages, the variant designer): one sentence per kind of move.
betza-do-both = Κινείται ή παίρνει
betza-do-move-only = Κινείται χωρίς να παίρνει
betza-do-capture-only = Μόνο παίρνει
betza-initial = μόνο από την αρχική του γραμμή
betza-W-one = ένα τετράγωνο ευθεία
betza-W-ride = όσα τετράγωνα θέλει ευθεία, ως το πρώτο κομμάτι
betza-W-line = όσα τετράγωνα θέλει ευθεία
betza-W-upto = έως { $n } τετράγωνα ευθεία
betza-F-one = ένα τετράγωνο διαγώνια
betza-F-ride = όσα τετράγωνα θέλει διαγώνια, ως το πρώτο κομμάτι
betza-F-line = όσα τετράγωνα θέλει διαγώνια
betza-F-upto = έως { $n } τετράγωνα διαγώνια
betza-leap-D = ένα άλμα δύο τετραγώνων ευθεία
betza-leap-N = το άλμα του ίππου (δύο τετράγωνα προς τη μία μεριά και ένα προς την άλλη)
betza-leap-A = ένα άλμα δύο τετραγώνων διαγώνια
betza-leap-H = ένα άλμα τριών τετραγώνων ευθεία
betza-leap-C = το άλμα της καμήλας (τρία τετράγωνα προς τη μία μεριά και ένα προς την άλλη)
betza-leap-Z = το άλμα της ζέβρας (τρία τετράγωνα προς τη μία μεριά και δύο προς την άλλη)
betza-leap-G = ένα άλμα τριών τετραγώνων διαγώνια
betza-leap-one = { $leap }
betza-leap-ride = { $leap }, ξανά και ξανά στην ίδια γραμμή όσο τα τετράγωνα είναι άδεια
betza-leap-line = { $leap }, ξανά και ξανά στην ίδια γραμμή
betza-leap-upto = { $leap }, έως { $n } φορές στην ίδια γραμμή όσο τα τετράγωνα είναι άδεια
betza-dirs = , { $dirs }
betza-some = ({ $count } από τις { $of })
betza-dir-forward = μπροστά
betza-dir-forward-right = μπροστά δεξιά
betza-dir-right = δεξιά
betza-dir-backward-right = πίσω δεξιά
betza-dir-backward = πίσω
betza-dir-backward-left = πίσω αριστερά
betza-dir-left = αριστερά
betza-dir-forward-left = μπροστά αριστερά
betza-lame = , μόνο όταν τα τετράγωνα που περνά είναι άδεια
betza-hop-cannon = , πηδώντας πάνω από ακριβώς ένα κομμάτι στον δρόμο
betza-hop-grasshopper = , πάνω από ένα κομμάτι, και σταματά ακριβώς πίσω του
betza-error = Δεν είναι Betza στη στήλη { $column }: { $message }
betza-error-empty = δεν γράφτηκε τίποτα
betza-error-unknown-modifier = το '{ $detail }' δεν είναι τροποποιητής (m c f b l r v s n p g i)
betza-error-no-piece-letter = μετά τους τροποποιητές δεν υπάρχει γράμμα κομματιού
betza-error-unknown-piece-letter = το '{ $detail }' δεν είναι γράμμα κομματιού (W F D N A H C Z G, K R B Q)
betza-error-range-too-large = η εμβέλεια { $detail } είναι πάνω από 64
betza-error-lame-rider = το 'n' (κουτσό) είναι για άλματα, όχι για κομμάτια που γλιστρούν
betza-error-no-direction-left = '{ $detail }': αυτές οι κατευθύνσεις δεν του αφήνουν καμία κίνηση
betza-error-board = Μια σκακιέρα έχει 2 έως 16 στήλες και γραμμές, και το πολύ 128 τετράγωνα.
betza-lab-title = Εργαστήριο Betza: δοκίμασε ένα κομμάτι
betza-lab-intro = Γράψε πώς κινείται ένα κομμάτι σε σημειογραφία Betza και δες πού πηγαίνει και τι σημαίνει κάθε ομάδα γραμμάτων. Η σκακιέρα και οι λέξεις αλλάζουν καθώς γράφεις.
betza-lab-label = Betza
betza-lab-files = Στήλες
betza-lab-ranks = Γραμμές
betza-lab-link = Δοκίμασε οποιοδήποτε κομμάτι σε σημειογραφία Betza
betza-lab-click = Ή κάνε κλικ στα τετράγωνα γύρω από το κομμάτι για να φτιάξεις ένα κομμάτι που πηδά: κάθε κλικ ανοίγει ένα άλμα (κινείται ή παίρνει), μετά μόνο κίνηση, μετά μόνο πάρσιμο, και το κλείνει. Τα άλματα του ίππου, της καμήλας και της ζέβρας πάνε ανά ζεύγη.
diagram-leaves = Όταν κινείται, μένει πίσω: { $piece }.
diagram-unavailable = Δεν ήταν δυνατή η φόρτωση των διαγραμμάτων των κομματιών.

# Board: access and chat

piece-tip-title = { $colour ->
    [white] { $piece } (Λευκά)
   *[black] { $piece } (Μαύρα)
  }
piece-tip-white-view = Το διάγραμμα δείχνει τις κινήσεις από την πλευρά των Λευκών.
stack-turnover-p = ένα εξωτερικό δαχτυλίδι
stack-turnover-b = ένα εσωτερικό δαχτυλίδι
stack-turnover-r = ένα κουμπί
stack-turnover-n = εξωτερικό και εσωτερικό δαχτυλίδι
stack-turnover-q = εσωτερικό δαχτυλίδι και κουμπί
stack-turnover-c = εξωτερικό δαχτυλίδι, εσωτερικό δαχτυλίδι και κουμπί

move-entry-label = Γράψε μια κίνηση
move-entry-options = Κινήσεις που ταιριάζουν
move-entry-placeholder = για παράδειγμα { $example }
move-entry-wait = δεν είναι ακόμα η σειρά σου
move-entry-not-now = Δεν μπορείς να παίξεις τώρα.
move-entry-none = Καμία νόμιμη κίνηση δεν ταιριάζει με «{ $text }».
move-entry-count = { $count ->
    [one] Ταιριάζει μία κίνηση: πάτα Enter για να την παίξεις.
   *[other] Ταιριάζουν { $count } κινήσεις: συνέχισε να γράφεις ή διάλεξε μία με τα βέλη.
  }
move-entry-ambiguous = Το «{ $text }» μπορεί να είναι πολλές κινήσεις: συνέχισε να γράφεις ή διάλεξε μία με τα βέλη.

chat-title = Συνομιλία
chat-log = Μηνύματα
chat-input-label = Μήνυμα στον αντίπαλό σου
chat-placeholder = Γράψε κάτι στον αντίπαλό σου
chat-send = Αποστολή
chat-you = Εσύ
chat-colour = { $colour ->
    [white] Λευκά
   *[black] Μαύρα
  }
chat-too-long = Ένα μήνυμα έχει το πολύ { $max } χαρακτήρες.
chat-slow-down = Γράφεις πολύ γρήγορα: περίμενε { $seconds } δευτ.
chat-refused = Το μήνυμα δεν στάλθηκε.
spectators-count = { $count ->
    [one] Ένας θεατής παρακολουθεί.
   *[other] { $count } θεατές παρακολουθούν.
  }

blind-setting = Λειτουργία αναγνώστη οθόνης
blind-title = Η σκακιέρα για αναγνώστες οθόνης
blind-log = Ανακοινώσεις
blind-read-clocks = Διάβασε τα ρολόγια
blind-no-clocks = Αυτή η παρτίδα δεν έχει ρολόγια.
blind-square-label = Τετράγωνο
blind-piece-moves = Νόμιμες κινήσεις του κομματιού εκεί
blind-by-piece = Η θέση ανά κομμάτι
blind-by-square = Η θέση ανά τετράγωνο
blind-no-pieces = κανένα κομμάτι
blind-empty = κενό
blind-hole = τρύπα
blind-cell = { $colour ->
    [white] { $piece } (λευκά)
   *[black] { $piece } (μαύρα)
  }
blind-piece = { $colour ->
    [white] { $piece } (Λευκά) στο { $square }
   *[black] { $piece } (Μαύρα) στο { $square }
  }
blind-move = { $colour ->
    [white] Τα Λευκά έπαιξαν { $move }
   *[black] Τα Μαύρα έπαιξαν { $move }
  }
blind-check = σαχ
blind-clocks = Ρολόγια: Λευκά { $white }, Μαύρα { $black }.
blind-review = Βλέπεις την παρτίδα μετά από: { $move }.
blind-review-start = Βλέπεις την αρχική θέση.
blind-taken-back = Μια κίνηση αναιρέθηκε. Τελευταία κίνηση: { $move }.
blind-result = Η παρτίδα τελείωσε: { $result }. { $reason }
blind-bad-square = Το «{ $square }» δεν είναι τετράγωνο αυτής της σκακιέρας.
blind-empty-square = Το { $square } είναι κενό.
blind-hole-square = Το { $square } είναι τρύπα: η σκακιέρα δεν έχει τέτοιο τετράγωνο.
blind-not-to-move = { $colour ->
    [white] δεν παίζουν τώρα τα Λευκά.
   *[black] δεν παίζουν τώρα τα Μαύρα.
  }
blind-no-moves = καμία νόμιμη κίνηση.

# Board: play and settings

offer-draw-declined = Η πρότασή σου για ισοπαλία απορρίφθηκε.
offer-takeback-declined = Το αίτημά σου για αναίρεση κίνησης απορρίφθηκε.
offer-rematch-declined = Η πρότασή σου για ρεβάνς απορρίφθηκε.
abort-requested = { $colour ->
    [white] Τα Λευκά ακύρωσαν την παρτίδα.
   *[black] Τα Μαύρα ακύρωσαν την παρτίδα.
  }
abort-no-first-move = { $colour ->
    [white] Τα Λευκά δεν έκαναν την πρώτη τους κίνηση εγκαίρως.
   *[black] Τα Μαύρα δεν έκαναν την πρώτη τους κίνηση εγκαίρως.
  }
abort-nobody-joined = Κανείς δεν μπήκε στην παρτίδα εγκαίρως.
not-found-title = Η σελίδα δεν βρέθηκε
not-found-text = Δεν υπάρχει τίποτα σε αυτή τη διεύθυνση. Έλεγξε τον σύνδεσμο ή ξεκίνα από την αρχική σελίδα.
settings-open = Ρυθμίσεις
settings-title = Ρυθμίσεις
settings-close = Κλείσιμο
settings-color-scheme = Φωτεινό ή σκοτεινό
settings-color-scheme-system = Όπως το σύστημα
settings-color-scheme-light = Φωτεινό
settings-color-scheme-dark = Σκοτεινό
settings-board-theme = Χρώματα σκακιέρας
settings-board-theme-wood = Ξύλο
settings-board-theme-blue = Μπλε
settings-board-theme-green = Πράσινο
settings-piece-theme = Κομμάτια
settings-piece-theme-classic = Κλασικά
settings-piece-theme-contrast = Υψηλή αντίθεση
settings-piece-theme-letters = Γράμματα
settings-board = Σκακιέρα
settings-board-size = Μέγεθος σκακιέρας
settings-coordinates = Εμφάνιση συντεταγμένων
settings-animation = Ταχύτητα κίνησης των κομματιών
settings-animation-off = Χωρίς κίνηση
settings-animation-fast = Γρήγορη
settings-animation-normal = Κανονική
settings-animation-slow = Αργή
settings-play = Παιχνίδι
settings-promote-first = Προαγωγή πάντα στην πρώτη επιλογή (στη βασίλισσα στο σκάκι), χωρίς τον επιλογέα
settings-hotseat-turn = Σε παρτίδες σε μία συσκευή, η σκακιέρα γυρίζει προς την πλευρά που έχει τη σειρά
settings-sound = Ήχος
settings-sound-on = Αναπαραγωγή ήχων
settings-volume = Ένταση
settings-sound-test = Δοκίμασε τον ήχο
settings-notifications-title = Ειδοποιήσεις
settings-notifications = Ειδοποίησέ με όταν παίζει ο αντίπαλος ενώ αυτή η καρτέλα είναι κρυμμένη
settings-notifications-denied = Ο φυλλομετρητής δεν επιτρέπει ειδοποιήσεις από αυτόν τον ιστότοπο· μπορείς να το αλλάξεις στις ρυθμίσεις του ιστότοπου.
settings-notifications-unsupported = Αυτός ο φυλλομετρητής δεν μπορεί να δείξει ειδοποιήσεις.
settings-saved-note = Οι ρυθμίσεις σου αποθηκεύονται σε αυτόν τον φυλλομετρητή.
title-your-turn = Σειρά σου
notify-title = Σειρά σου
notify-body = { $game }: ο αντίπαλος έπαιξε { $move }.
home-tagline = Turnpan: παίξε σκάκι και παραλλαγές του σκακιού στον φυλλομετρητή, δωρεάν και χωρίς λογαριασμό, με έναν φίλο, με οποιονδήποτε ή με τον υπολογιστή.
quick-title = Γρήγορη έναρξη: σκάκι
quick-anyone = με οποιονδήποτε
quick-computer = με τον υπολογιστή
quick-anyone-hint = Σκάκι { $control } με οποιονδήποτε: μπαίνεις σε μια ανοιχτή παρτίδα του ίδιου είδους ή ανοίγεις μία
quick-computer-hint = Σκάκι { $control } με τον υπολογιστή (επίπεδο { $level })
quick-error = Η παρτίδα δεν ξεκίνησε. Δοκίμασε ξανά.
action-new-game = Νέα παρτίδα

## Accounts, ratings, game history, leaderboards (issue 24)
nav-leaderboard = Κατάταξη
header-sign-in = Σύνδεση
header-account = Έχεις συνδεθεί ως { $name }: το προφίλ σου
home-rated = Είδος παρτίδας
home-rated-casual = Φιλική
home-rated-rated = Με βαθμολογία
home-rated-note = Μια παρτίδα με βαθμολογία αλλάζει τη βαθμολογία και των δύο παικτών.
home-rated-needs-account = Συνδέσου για να παίξεις παρτίδες με βαθμολογία.
home-rated-needs-clock = Μια παρτίδα με βαθμολογία χρειάζεται ρολόι: διάλεξε χρόνο παραπάνω.
home-rated-needs-opponent = Οι παρτίδες με βαθμολογία παίζονται με έναν φίλο ή με οποιονδήποτε από τις ανοιχτές παρτίδες.
error-rated-signin = Συνδέσου πρώτα: οι παρτίδες με βαθμολογία χρειάζονται λογαριασμό.
error-join-yourself = Δεν μπορείς να παίξεις με τον εαυτό σου σε παρτίδα με βαθμολογία.
lobby-rating-range = Βαθμολογία αντιπάλου
lobby-rating-min = από
lobby-rating-max = έως
lobby-player = Παίκτης
lobby-kind = Είδος
lobby-rated-signin = Συνδέσου για να μπεις σε παρτίδα με βαθμολογία
lobby-none-match = Καμία ανοιχτή παρτίδα δεν ταιριάζει με αυτά τα φίλτρα.
recent-title = Οι πρόσφατες παρτίδες σου
recent-empty = Οι παρτίδες που παίζεις σε αυτόν τον φυλλομετρητή θα εμφανίζονται εδώ, για να μπορείς πάντα να επιστρέψεις σε αυτές.
recent-profile = Το προφίλ σου και όλες οι παρτίδες σου
recent-no-opponent = δεν έχει μπει κανείς ακόμη
recent-opponent = Αντίπαλος
recent-result = Αποτέλεσμα
recent-aborted = Ακυρώθηκε
recent-win = Νίκη
recent-loss = Ήττα
recent-draw = Ισοπαλία
recent-waiting = Αναμονή για αντίπαλο
recent-playing = Σε εξέλιξη
player-anonymous = Ανώνυμος
player-computer = Υπολογιστής (επίπεδο { $level })
player-deleted = Διαγραμμένος λογαριασμός
rating-change-title = Αλλαγές βαθμολογίας
rating-change-line = { $name }: { $change }
auth-username = Όνομα χρήστη
auth-username-hint = { $min } έως { $max } χαρακτήρες: λατινικά γράμματα (a–z, A–Z), ψηφία, _ ή -
auth-password = Κωδικός πρόσβασης
auth-password-hint = Τουλάχιστον { $min } χαρακτήρες.
auth-username-missing = Γράψε ένα όνομα χρήστη.
auth-username-characters = Το όνομα χρήστη μπορεί να έχει μόνο λατινικά γράμματα a–z και A–Z, ψηφία, _ και -.
auth-username-length = Το όνομα χρήστη πρέπει να έχει από 2 έως 20 χαρακτήρες.
auth-password-missing = Γράψε τον κωδικό σου.
auth-password-short = Ο κωδικός πρέπει να έχει τουλάχιστον 8 χαρακτήρες.
auth-password-long = Ο κωδικός είναι πολύ μεγάλος: το πολύ 256 byte (περίπου 128 ελληνικά γράμματα ή 256 λατινικά).
auth-too-many = Πάρα πολλές προσπάθειες. Δοκίμασε ξανά σε { $seconds } δευτ.
auth-try-again-now = Μπορείς να δοκιμάσεις ξανά τώρα.
auth-server-said = Ο διακομιστής αρνήθηκε: { $message }
auth-signed-in-as = Έχεις συνδεθεί ως { $name }
signup-title = Δημιουργία λογαριασμού
signup-why = Με λογαριασμό έχεις βαθμολογία σε κάθε παιχνίδι και ρυθμό, και οι παρτίδες σου φυλάγονται στο προφίλ σου. Μπορείς πάντα να παίζεις και χωρίς.
signup-submit = Δημιουργία λογαριασμού
signup-have-account = Έχεις ήδη λογαριασμό;
signup-taken = Αυτό το όνομα χρήστη υπάρχει ήδη. Διάλεξε άλλο.
login-title = Σύνδεση
login-submit = Σύνδεση
login-no-account = Δεν έχεις λογαριασμό;
login-wrong = Λάθος όνομα χρήστη ή κωδικός.
account-title = Ρυθμίσεις λογαριασμού
account-signed-out = Δεν έχεις συνδεθεί.
account-password-title = Αλλαγή κωδικού
account-current-password = Τρέχων κωδικός
account-new-password = Νέος κωδικός
account-password-submit = Αλλαγή κωδικού
account-password-done = Ο κωδικός σου άλλαξε. Οι άλλες συσκευές σου αποσυνδέθηκαν.
account-wrong-password = Ο κωδικός δεν είναι σωστός.
account-logout-title = Αποσύνδεση
account-logout = Αποσύνδεση από αυτή τη συσκευή
account-delete-title = Διαγραφή λογαριασμού
account-delete-explain = Ο λογαριασμός και οι βαθμολογίες σου διαγράφονται οριστικά. Οι παρτίδες σου μένουν, και στη θέση του ονόματός σου εμφανίζεται «Διαγραμμένος λογαριασμός».
account-delete-sure = Καταλαβαίνω ότι αυτό δεν μπορεί να αναιρεθεί
account-delete-not-sure = Για επιβεβαίωση, σημείωσε πρώτα το κουτάκι.
account-delete-submit = Διαγραφή του λογαριασμού μου
speed-bullet = Μπούλετ
speed-blitz = Μπλιτς
speed-rapid = Ράπιντ
speed-classical = Κλασικό
profile-not-found = Δεν υπάρχει παίκτης με το όνομα { $name }.
profile-since = Μέλος από τις { $date }
profile-games = { $count ->
    [one] { $count } παρτίδα
   *[other] { $count } παρτίδες
}
profile-ratings = Βαθμολογίες
profile-speed = Ρυθμός
profile-rating = Βαθμολογία
profile-rated-games = Παρτίδες με βαθμολογία
profile-provisional = Προσωρινή: η βαθμολογία σταθεροποιείται μετά από μερικές ακόμη παρτίδες (απόκλιση ±{ $deviation }).
profile-deviation = Απόκλιση βαθμολογίας ±{ $deviation }
profile-provisional-note = Μια βαθμολογία με ? είναι προσωρινή: δεν είναι ακόμη βέβαιη και αλλάζει γρήγορα.
profile-no-ratings = Καμία παρτίδα με βαθμολογία ακόμη.
profile-history = Ιστορικό βαθμολογίας
profile-category = Παιχνίδι και ρυθμός
profile-chart-table = Τα σημεία σε πίνακα
profile-chart-summary = Ιστορικό βαθμολογίας, { $category }: { $count ->
    [one] μία παρτίδα, βαθμολογία { $last }
   *[other] { $count } παρτίδες, από { $first } σε { $last }
}
profile-no-history = Το διάγραμμα εμφανίζεται μετά την πρώτη παρτίδα με βαθμολογία.
profile-game-list = Παρτίδες
profile-result = Αποτέλεσμα
profile-result-all = Όλα τα αποτελέσματα
profile-result-win = Νίκες
profile-result-loss = Ήττες
profile-result-draw = Ισοπαλίες
profile-no-games = Δεν υπάρχουν παρτίδες για εμφάνιση.
profile-date = Ημερομηνία
profile-moves = Κινήσεις
profile-pages = Σελίδες παρτίδων
profile-newer = Νεότερες
profile-older = Παλαιότερες
profile-page = Σελίδα { $page } από { $pages }
leaderboard-title = Κατάταξη
leaderboard-games = Παιχνίδια
leaderboard-speeds = Ρυθμοί
leaderboard-rank = Θέση
leaderboard-player = Παίκτης
leaderboard-note = Οι 100 καλύτεροι παίκτες κάθε παιχνιδιού και ρυθμού, όταν η βαθμολογία τους δεν είναι πια προσωρινή.
leaderboard-empty = Δεν υπάρχει κανείς ακόμη σε αυτή την κατάταξη.
leaderboard-no-game = Δεν υπάρχει τέτοιο παιχνίδι.
leaderboard-no-speed = Δεν υπάρχει τέτοιος ρυθμός: μπούλετ, μπλιτς, ράπιντ ή κλασικό.

## Post-game review (issue 25)
review-button = Ανάλυση παρτίδας
review-title = Ανάλυση: { $game }
review-back = Πίσω στην παρτίδα
review-depth = Βάθος
review-analyse = Ανάλυσε
review-cancel = Ακύρωση
review-progress-label = Πρόοδος ανάλυσης
review-progress = Θέση { $done } από { $total }
review-cancelled = Η ανάλυση ακυρώθηκε.
review-error = Η ανάλυση απέτυχε: { $message }
review-engine-restarted = Η μηχανή σταμάτησε και ξεκίνησε ξανά: { $reason }
review-none = Δεν υπάρχει ακόμη ανάλυση: διάλεξε βάθος και πάτησε «Ανάλυσε». Η μηχανή τρέχει στον φυλλομετρητή σου.
review-computed = Αναλύθηκε εδώ σε βάθος { $depth }.
review-saved = Αποθηκεύτηκε από τον/την { $name }, ανάλυση σε βάθος { $depth }.
review-not-finished = Η παρτίδα δεν έχει τελειώσει ακόμη: θα μπορείς να την αναλύσεις όταν τελειώσει.
review-graph = Οι πιθανότητες νίκης του Λευκού, κίνηση προς κίνηση
review-graph-side = { $side }: { $blunders } χοντρά λάθη, { $mistakes } λάθη, { $inaccuracies } ανακρίβειες.
review-accuracy = Ακρίβεια
review-inaccuracies = Ανακρίβειες (?!)
review-mistakes = Λάθη (?)
review-blunders = Χοντρά λάθη (??)
review-mark-inaccuracy = Ανακρίβεια
review-mark-mistake = Λάθος
review-mark-blunder = Χοντρό λάθος
review-best = Καλύτερη ήταν η { $move }.
review-chances = Πιθανότητες νίκης της πλευράς που έπαιξε: { $before }% πριν, { $after }% μετά.
review-save = Αποθήκευσε την ανάλυση στην παρτίδα
review-sign-in = Συνδέσου για να αποθηκεύσεις την ανάλυση στην παρτίδα.
review-save-failed = Η ανάλυση δεν αποθηκεύτηκε: { $message }
review-deeper-saved = Για αυτή την παρτίδα έχει ήδη αποθηκευτεί ανάλυση τουλάχιστον ίδιου βάθους.

## Board editor (issue 25, part 4)

editor-link = Επεξεργαστής θέσης
editor-edit-position = Επεξεργασία θέσης
editor-title = Επεξεργαστής θέσης: { $name }
editor-palette-white = Λευκά κομμάτια
editor-palette-black = Μαύρα κομμάτια
editor-white-piece = Λευκό κομμάτι: { $piece }
editor-black-piece = Μαύρο κομμάτι: { $piece }
editor-stack-p = ένα εξωτερικό δαχτυλίδι
editor-stack-b = ένα εσωτερικό δαχτυλίδι
editor-stack-r = ένα κουμπί
editor-stack-n = ένα εξωτερικό και ένα εσωτερικό δαχτυλίδι
editor-stack-q = ένα εσωτερικό δαχτυλίδι και ένα κουμπί
editor-stack-c = ένα εξωτερικό δαχτυλίδι, ένα εσωτερικό δαχτυλίδι και ένα κουμπί
editor-eraser = Γόμα
editor-clear = Άδειασμα σκακιέρας
editor-start = Αρχική θέση
editor-square = Τετράγωνο
editor-put = Τοποθέτηση
editor-bad-square = Το { $square } δεν είναι τετράγωνο αυτής της σκακιέρας.
editor-hole-square = Το { $square } είναι τρύπα αυτής της σκακιέρας: τίποτα δεν μπορεί να σταθεί εκεί.
editor-choose-first = Διάλεξε πρώτα ένα κομμάτι ή τη γόμα.
editor-turn = Ποιος παίζει
editor-castling = Δικαιώματα ροκέ
editor-castle-white-short = Λευκά, μικρό ροκέ (K)
editor-castle-white-long = Λευκά, μεγάλο ροκέ (Q)
editor-castle-black-short = Μαύρα, μικρό ροκέ (k)
editor-castle-black-long = Μαύρα, μεγάλο ροκέ (q)
editor-en-passant = Τετράγωνο αν πασάν
editor-en-passant-none = κανένα
editor-halfmove = Μετρητής ημικινήσεων
editor-fullmove = Αριθμός κίνησης
editor-rules-unavailable = Δεν φορτώθηκαν οι κανόνες αυτού του παιχνιδιού: { $message }
editor-valid = Νόμιμη θέση.
editor-over = Σε αυτή τη θέση η παρτίδα έχει ήδη τελειώσει. { $how } Μπορείς να την αναλύσεις, όχι όμως να παίξεις από αυτήν.
editor-over-no-play = Μια παρτίδα δεν μπορεί να ξεκινήσει από θέση όπου το παιχνίδι έχει ήδη τελειώσει.
editor-fix-first = Διόρθωσε πρώτα τη θέση.
editor-castling-dropped = Οι κανόνες αφαιρούν τα δικαιώματα ροκέ { $rights }: ο βασιλιάς ή ο πύργος δεν είναι στο αρχικό του τετράγωνο.
editor-analyse = Ανάλυση
editor-you-play = Παίζεις με
editor-side-to-move = την πλευρά που παίζει
editor-play-computer = Παίξε με τον υπολογιστή από εδώ
editor-play-friend = Παίξε με φίλο από εδώ
editor-create-failed = Η παρτίδα δεν δημιουργήθηκε: { $message }
editor-field-placement = Θέση των κομματιών
editor-field-side-to-move = Ποιος παίζει
editor-field-castling = Δικαιώματα ροκέ
editor-field-en-passant = Τετράγωνο αν πασάν
editor-field-halfmove-clock = Μετρητής ημικινήσεων
editor-field-checks = Σαχ που μένουν
editor-field-fullmove-number = Αριθμός κίνησης
editor-field-position = Θέση
editor-error-at = { $field }, χαρακτήρας { $column }: { $problem }
editor-error-in = { $field }: { $problem }
editor-error-empty = Το FEN είναι κενό.
editor-error-too-many-fields = ένα FEN έχει το πολύ έξι πεδία.
editor-error-rank-count = δόθηκαν { $given } γραμμές, ενώ η σκακιέρα έχει { $ranks }.
editor-error-empty-run-of-zero = μια ακολουθία από 0 κενά τετράγωνα.
editor-error-bad-run = το «{ $text }» δεν είναι ακολουθία από 1 έως 8 κενά τετράγωνα.
editor-error-unknown-piece = το «{ $letter }» δεν είναι κομμάτι του παιχνιδιού { $game }.
editor-error-not-turnover-piece = το «{ $letter }» δεν είναι κομμάτι του Turnover (P B R N Q C).
editor-error-rank-too-long = η γραμμή { $rank } έχει περισσότερα από { $files } τετράγωνα.
editor-error-rank-too-short = η γραμμή { $rank } έχει { $squares } τετράγωνα αντί για { $files }.
editor-error-bad-side-to-move = το «{ $text }» δεν είναι ούτε w (Λευκά) ούτε b (Μαύρα).
editor-error-bad-castling = το «{ $letter }» δεν είναι ένα από τα K, Q, k, q.
editor-error-repeated-castling = το «{ $letter }» εμφανίζεται δύο φορές.
editor-error-not-a-square = το «{ $text }» δεν είναι τετράγωνο αυτής της σκακιέρας.
editor-error-no-double-step = το { $square } δεν είναι το τετράγωνο πίσω από πιόνι που μόλις προχώρησε δύο τετράγωνα.
editor-error-hole-not-marked = το { $square } είναι τρύπα αυτής της σκακιέρας: το FEN πρέπει να γράφει * εκεί.
editor-error-not-a-hole = το { $square } είναι τετράγωνο αυτής της σκακιέρας, όχι τρύπα: το * μπαίνει μόνο στις τρύπες της σκακιέρας.
editor-error-not-in-turnover = { $what ->
    [castling] στο Turnover δεν υπάρχει ροκέ· γράψε «-».
   *[other] στο Turnover δεν υπάρχει αν πασάν· γράψε «-».
  }
editor-error-bad-checks = Το '{ $text }' δεν είναι τα σαχ που μένουν στα λευκά και στα μαύρα, όπως 3+3 (το πολύ { $max } το καθένα).
editor-error-no-first-move-right = το «{ $letter }» δεν αντιστοιχεί σε κανένα κομμάτι με δικαίωμα πρώτης κίνησης στην πρώτη γραμμή της πλευράς του.
editor-error-no-gate = το «{ $letter }» δεν αντιστοιχεί σε καμία πύλη: κανένα κομμάτι της πλευράς του δεν στέκεται σε αυτή τη στήλη της πρώτης γραμμής του.
editor-error-bad-count = το «{ $text }» δεν είναι μέτρηση από 0 έως 1000 ημικινήσεις.
editor-error-not-a-number = το «{ $text }» δεν είναι αριθμός.
editor-error-not-a-non-negative-number = το «{ $text }» δεν είναι ακέραιος αριθμός από 0 και πάνω.
editor-error-fullmove-zero = ο αριθμός κίνησης ξεκινά από το 1.
editor-error-several-royals = { $color ->
    [white] Τα Λευκά έχουν { $count } κομμάτια «{ $letter }» ({ $piece })· κάθε πλευρά έχει μόνο ένα.
   *[black] Τα Μαύρα έχουν { $count } κομμάτια «{ $letter }» ({ $piece })· κάθε πλευρά έχει μόνο ένα.
  }
editor-error-no-royal = { $color ->
    [white] Τα Λευκά δεν έχουν κομμάτι «{ $letter }» ({ $piece }).
   *[black] Τα Μαύρα δεν έχουν κομμάτι «{ $letter }» ({ $piece }).
  }
editor-error-pawn-on-promotion-rank = { $color ->
    [white] Λευκό πιόνι στο { $square }: ένα πιόνι δεν μπορεί να στέκεται στη γραμμή όπου προάγεται.
   *[black] Μαύρο πιόνι στο { $square }: ένα πιόνι δεν μπορεί να στέκεται στη γραμμή όπου προάγεται.
  }
editor-error-pawn-behind-its-start = { $color ->
    [white] Λευκό πιόνι στο { $square }: τα πιόνια δεν κινούνται ποτέ προς τα πίσω, άρα κανένα πιόνι δεν μπορεί να στέκεται πίσω από τη γραμμή όπου ξεκινούν τα πιόνια της πλευράς του.
   *[black] Μαύρο πιόνι στο { $square }: τα πιόνια δεν κινούνται ποτέ προς τα πίσω, άρα κανένα πιόνι δεν μπορεί να στέκεται πίσω από τη γραμμή όπου ξεκινούν τα πιόνια της πλευράς του.
  }
editor-error-check-not-on-turn = { $color ->
    [white] Τα Λευκά είναι σε σαχ, ενώ παίζουν τα Μαύρα: η πλευρά που δεν παίζει δεν μπορεί να είναι σε σαχ.
   *[black] Τα Μαύρα είναι σε σαχ, ενώ παίζουν τα Λευκά: η πλευρά που δεν παίζει δεν μπορεί να είναι σε σαχ.
  }
editor-error-board-too-large = Η σκακιέρα είναι πολύ μεγάλη.
editor-error-not-promotable = '+{ $letter }': το { $game } δεν έχει προαγμένη μορφή αυτού του κομματιού.
editor-error-no-hands = '{ $letter }': αυτό το παιχνίδι δεν έχει κομμάτια στο χέρι.
editor-error-bad-hand = Το '{ $letter }' δεν μπορεί να είναι στο χέρι: δεν είναι κομμάτι του { $game } που κρατιέται.
editor-error-unclosed-hand = τα κομμάτια στο χέρι που άνοιξαν με '[' δεν κλείνουν με ']'.
editor-error-hand-too-large = περισσότερα από { $max } κομμάτια '{ $letter }' στο χέρι.
editor-error-unknown-variant = Άγνωστο παιχνίδι: { $id }

## Analysis board (issue 25)

analysis-title = Σκακιέρα ανάλυσης: { $game }
analysis-engine = Μηχανή
analysis-engine-off = Η μηχανή είναι κλειστή.
analysis-lines = Παραλλαγές μηχανής
analysis-depth = Βάθος { $depth }
analysis-speed = { $knps } χιλ. θέσεις/δ
analysis-thinking = Σκέφτεται…
analysis-engine-error = Η μηχανή δεν μπόρεσε να ψάξει: { $message }
analysis-engine-restarted = Η μηχανή σταμάτησε απρόσμενα και ξεκίνησε ξανά ({ $reason }).
analysis-game-over = Σε αυτή τη θέση η παρτίδα έχει τελειώσει.
analysis-eval = Αξιολόγηση: { $score }
analysis-eval-none = Χωρίς αξιολόγηση
analysis-no-moves = Καμία κίνηση ακόμη: παίξε μία στη σκακιέρα.
analysis-promote = Ανέβασε την παραλλαγή
analysis-delete = Διάγραψε από εδώ και πέρα
analysis-fen-load = Φόρτωσε το FEN
analysis-fen-error = Αυτό το FEN δεν γίνεται δεκτό: { $message }
analysis-move-error = Η κίνηση { $number } δεν μπορεί να παιχτεί: { $message }
analysis-share = Σύνδεσμος για κοινοποίηση
analysis-share-label = Σύνδεσμος προς αυτή τη συνέχεια
analysis-share-copied = Ο σύνδεσμος αντιγράφηκε.
analysis-pgn = Εισαγωγή PGN
analysis-pgn-label = Κείμενο PGN
analysis-pgn-import = Εισαγωγή
analysis-pgn-error = Το PGN δεν διαβάζεται: { $message }
game-analysis-link = Σκακιέρα ανάλυσης

# Players' variants: directory

nav-variants = Παραλλαγές
variants-title = Παραλλαγές των παικτών
variants-intro = Παιχνίδια που σχεδίασαν οι παίκτες του Turnpan. Διάβασε τους κανόνες τους και παίξε τα με έναν φίλο, στις ανοιχτές παρτίδες, σε μία συσκευή ή με τον υπολογιστή.
variants-directory-title = Δημόσιες παραλλαγές
variants-search = Αναζήτηση
variants-search-hint = Μέρος ενός ονόματος, ενός αναγνωριστικού ή του ονόματος του δημιουργού.
variants-sort = Ταξινόμηση
variants-sort-recent = Πρόσφατα ενημερωμένες
variants-sort-games = Με τις περισσότερες παρτίδες
variants-sort-name = Όνομα (αλφαβητικά)
variants-creator = Δημιουργός:
variants-by = δημιουργός: { $creator }
variants-games = { $count ->
    [one] { $count } παρτίδα
   *[other] { $count } παρτίδες
}
variants-updated = ενημέρωση: { $date }
variants-version = έκδοση { $version }
variants-play = Παίξε
variants-play-label = Παίξε { $name }
variants-rules = Κανόνες
variants-rules-label = Κανόνες: { $name }
variants-edit = Επεξεργασία
variants-edit-label = Επεξεργασία: { $name }
variants-delete = Διαγραφή
variants-delete-label = Διαγραφή: { $name }
variants-delete-confirm = Σίγουρα διαγραφή;
variants-delete-confirm-label = Σίγουρα διαγραφή της παραλλαγής { $name }; Πάτησε ξανά για να τη διαγράψεις.
variants-delete-failed = Η παραλλαγή δεν διαγράφηκε: { $message }
variants-deleted = Η παραλλαγή { $name } διαγράφηκε.
variants-empty = Κανένας παίκτης δεν έχει δημοσιεύσει ακόμη παραλλαγή.
variants-none-match = Καμία δημόσια παραλλαγή δεν ταιριάζει με «{ $query }».
variants-error = Δεν φορτώθηκαν οι παραλλαγές: { $message }
variants-pages = Σελίδες παραλλαγών
variants-previous = Προηγούμενη σελίδα
variants-next = Επόμενη σελίδα
variants-page = Σελίδα { $page }
variants-mine-title = Οι παραλλαγές μου
variants-mine-count = { $count } από { $max }
variants-mine-new = Νέα παραλλαγή
variants-mine-full = Έχεις όσες παραλλαγές επιτρέπονται σε έναν λογαριασμό: διάγραψε μία για να σχεδιάσεις άλλη.
variants-mine-empty = Δεν έχεις ακόμη παραλλαγές: σχεδίασε την πρώτη σου.
variants-mine-error = Δεν φορτώθηκαν οι παραλλαγές σου: { $message }
variants-visibility-private = Ιδιωτική
variants-visibility-unlisted = Εκτός καταλόγου
variants-visibility-public = Δημόσια
variants-signin = Συνδέσου για να σχεδιάσεις δικές σου παραλλαγές.
home-variant-missing = Δεν υπάρχει παραλλαγή { $id } για να παίξεις: ίσως είναι ιδιωτική ή διαγράφηκε.
lobby-players-variants = Παραλλαγές των παικτών
rules-edit-variant = Επεξεργασία της παραλλαγής

# Games with drops: the hands beside the board, in words (screen readers, the editor).
pocket-label = { $colour ->
    [white] Στο χέρι των Λευκών: { $hand }
   *[black] Στο χέρι των Μαύρων: { $hand }
  }
pocket-empty = τίποτα
pocket-many = { $count } × { $piece }
pocket-many-king = { $count } βασιλιάδες
pocket-many-queen = { $count } βασίλισσες
pocket-many-rook = { $count } πύργοι
pocket-many-bishop = { $count } αξιωματικοί
pocket-many-knight = { $count } ίπποι
pocket-many-pawn = { $count } πιόνια
editor-hands-note = Τα κομμάτια στο χέρι γράφονται στο FEN, μέσα σε [ ] μετά τη σκακιέρα.
blind-drop = { $piece } από το χέρι στο { $square }
# A promotion whose notation does not say where the pawn stood (Sittuyin): one made where it
# stands (d5=F), or after a step aside (c4=F, from d5).
blind-promoted-in-place = { $pawn } στο { $square }: προαγωγή σε { $piece } εκεί όπου στέκεται
blind-promoted-aside = { $pawn } από το { $from }: προαγωγή σε { $piece } στο { $square }
blind-gated = { $piece }: μπαίνει από το χέρι στο { $square }
