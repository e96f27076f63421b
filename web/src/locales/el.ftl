# Turnpan — Ελληνικά (el). Ίδια αναγνωριστικά με το en.ftl· τα κείμενα των κανόνων είναι στο rules/el.ftl.
# Η σημειογραφία των κινήσεων (e4, Nf3, O-O, =Q) μένει με λατινικούς χαρακτήρες.

site-title = Turnpan
language = Γλώσσα
loading = Φόρτωση…
nav-home = Πίσω στην αρχική σελίδα
nav-rules = Κανόνες

## Home page

home-title = Παίξτε μια παρτίδα
home-game = Παιχνίδι
home-time = Χρόνος
home-mode = Αντίπαλος
home-colour = Το χρώμα σας
home-level = Επίπεδο υπολογιστή
home-create = Δημιουργία παρτίδας
control-unlimited = Χωρίς όριο
mode-friend = Ένας φίλος, με σύνδεσμο
mode-open = Οποιοσδήποτε, στη λίστα αναμονής
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
variant-chess-description = Το κλασικό παιχνίδι: κάντε ματ στον βασιλιά.
variant-turnover-description = Στοιβάξτε δαχτυλίδια και κουμπιά σε κομμάτια· κάντε ματ σε όλα τα αντίπαλα Κάστρα.
variant-central-rotational-description = Τα τέσσερα κεντρικά τετράγωνα γυρίζουν μετά από κάθε κίνηση· κερδίζει όποιος αιχμαλωτίσει τον βασιλιά.
variant-transformer-description = 9×9: τα πιόνια πηδούν πίσω και μεταμορφώνονται. Το πατ κερδίζει, ο μόνος βασιλιάς χάνει.
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
piece-name-double-step-queen = Βασίλισσα διπλού βήματος
piece-name-double-step-rook = Πύργος διπλού βήματος
piece-name-double-step-bishop = Αξιωματικός διπλού βήματος
piece-name-double-knight = Διπλός ίππος
piece-name-transformer = Μετασχηματιστής

## Lobby

lobby-title = Ανοιχτές παρτίδες
lobby-filter = Εμφάνιση
lobby-all-games = Όλα τα παιχνίδια
lobby-game = Παιχνίδι
lobby-time = Χρόνος
lobby-you-play = Παίζετε με
lobby-join = Συμμετοχή
lobby-yours = Η παρτίδα σας
lobby-empty = Δεν υπάρχουν ανοιχτές παρτίδες αυτή τη στιγμή. Δημιουργήστε μία!

## Game page

colour-white = Λευκά
colour-black = Μαύρα
you = εσείς
seat-empty = αναμονή για παίκτη
moves-title = Κινήσεις
status-waiting = Αναμονή για τον δεύτερο παίκτη.
status-your-turn = { $colour ->
    [white] Σειρά σας (Λευκά)
   *[black] Σειρά σας (Μαύρα)
  }
status-their-turn = { $colour ->
    [white] Παίζουν τα Λευκά
   *[black] Παίζουν τα Μαύρα
  }
status-watching = { $colour ->
    [white] Παρακολουθείτε · παίζουν τα Λευκά
   *[black] Παρακολουθείτε · παίζουν τα Μαύρα
  }
status-first-move = { $colour ->
    [white] Τα Λευκά πρέπει να κάνουν την πρώτη κίνηση μέσα σε { $seconds } δευτ.
   *[black] Τα Μαύρα πρέπει να κάνουν την πρώτη κίνηση μέσα σε { $seconds } δευτ.
  }
invite-label = Στείλτε αυτόν τον σύνδεσμο στον φίλο σας:
invite-copy = Αντιγραφή συνδέσμου
invite-copied = Ο σύνδεσμος αντιγράφηκε.
invite-copy-manual = Αντιγράψτε τον επιλεγμένο σύνδεσμο.

action-flip = Αναστροφή σκακιέρας
action-abort = Ακύρωση παρτίδας
action-resign = Εγκατάλειψη
action-draw = Πρόταση ισοπαλίας
action-takeback = Αίτημα επαναφοράς κίνησης
action-rematch = Ρεβάνς
action-claim-win = Διεκδίκηση νίκης
action-claim-draw = Λήξη με ισοπαλία
confirm-abort = Σίγουρα ακύρωση;
confirm-resign = Σίγουρα εγκατάλειψη;
confirm-claim-win = Σίγουρα διεκδίκηση νίκης;
confirm-claim-draw = Σίγουρα ισοπαλία;

offer-accept = Αποδοχή
offer-decline = Απόρριψη
offer-draw-received = Ο αντίπαλος προτείνει ισοπαλία.
offer-takeback-received = Ο αντίπαλος ζητά επαναφορά κίνησης.
offer-rematch-received = Ο αντίπαλος θέλει ρεβάνς.
offer-draw-sent = Προτείνατε ισοπαλία. Αναμονή για απάντηση.
offer-takeback-sent = Ζητήσατε επαναφορά κίνησης. Αναμονή για απάντηση.
offer-rematch-sent = Προτείνατε ρεβάνς. Αναμονή για απάντηση.
offer-draw-by = { $colour ->
    [white] Τα Λευκά προτείνουν ισοπαλία.
   *[black] Τα Μαύρα προτείνουν ισοπαλία.
  }
offer-takeback-by = { $colour ->
    [white] Τα Λευκά ζητούν επαναφορά κίνησης.
   *[black] Τα Μαύρα ζητούν επαναφορά κίνησης.
  }
offer-rematch-by = { $colour ->
    [white] Τα Λευκά θέλουν ρεβάνς.
   *[black] Τα Μαύρα θέλουν ρεβάνς.
  }

nav-first = Αρχική θέση
nav-prev = Προηγούμενη κίνηση
nav-next = Επόμενη κίνηση
nav-last = Τρέχουσα θέση
review-note = Βλέπετε μια προηγούμενη θέση. Πατήστε » για να επιστρέψετε.

game-rules-link = Πώς παίζεται
download-pgn = Λήψη PGN
download-fen = Λήψη FEN
promotion-title = Επιλέξτε κομμάτι

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
    [white] Τα Λευκά έχουν ματ.
   *[black] Τα Μαύρα έχουν ματ.
  }
reason-stalemate = { $winner ->
    [white] Τα Μαύρα έχουν πατ, και σε αυτό το παιχνίδι το πατ κερδίζει.
    [black] Τα Λευκά έχουν πατ, και σε αυτό το παιχνίδι το πατ κερδίζει.
   *[none] Πατ: η πλευρά που παίζει δεν έχει καμία νόμιμη κίνηση.
  }
reason-threefold-repetition = Η ίδια θέση εμφανίστηκε τρεις φορές.
reason-fifty-move-rule = Πενήντα κινήσεις από κάθε πλευρά χωρίς αιχμαλωσία ή κίνηση πιονιού.
reason-insufficient-material = Καμία πλευρά δεν έχει αρκετό υλικό για ματ.
reason-king-captured = { $loser ->
    [white] Ο λευκός βασιλιάς αιχμαλωτίστηκε.
   *[black] Ο μαύρος βασιλιάς αιχμαλωτίστηκε.
  }
reason-bare-king = { $loser ->
    [white] Στα Λευκά έμεινε μόνο ο βασιλιάς.
   *[black] Στα Μαύρα έμεινε μόνο ο βασιλιάς.
  }
reason-no-castles = { $loser ->
    [white] Στα Λευκά δεν έμεινε Κάστρο για να παίξουν.
   *[black] Στα Μαύρα δεν έμεινε Κάστρο για να παίξουν.
  }
reason-timeout = { $loser ->
    [white] Τελείωσε ο χρόνος των Λευκών.
   *[black] Τελείωσε ο χρόνος των Μαύρων.
  }
reason-timeout-vs-insufficient-material = Ο χρόνος τελείωσε, αλλά η άλλη πλευρά δεν έχει υλικό για ματ.
reason-resignation = { $loser ->
    [white] Τα Λευκά εγκατέλειψαν.
   *[black] Τα Μαύρα εγκατέλειψαν.
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
error-create = Δεν ήταν δυνατή η δημιουργία της παρτίδας. Δοκιμάστε ξανά.
error-join = Δεν ήταν δυνατή η συμμετοχή στην παρτίδα: ίσως κάποιος πήρε τη θέση.
error-action = Αυτό δεν πέτυχε. Δοκιμάστε ξανά.
error-offline = Είστε εκτός σύνδεσης· η κίνηση δεν στάλθηκε.
error-illegal-move = Αυτή η κίνηση δεν είναι νόμιμη.
error-not-your-turn = Δεν είναι η σειρά σας.
error-forbidden = Δεν έχετε θέση σε αυτή την παρτίδα.
error-game-over = Η παρτίδα έχει τελειώσει.
error-waiting = Αναμονή για τον δεύτερο παίκτη.
error-stale = Η σκακιέρα δεν ήταν ενημερωμένη· ενημερώθηκε τώρα.
error-conflict = Αυτό δεν είναι δυνατό τώρα.
error-rate-limited = Πάρα πολλά μηνύματα· πιο αργά.
notice-seat-taken = Και οι δύο θέσεις είναι πιασμένες: παρακολουθείτε την παρτίδα.
notice-join-failed = Δεν ήταν δυνατή η συμμετοχή με αυτόν τον σύνδεσμο: παρακολουθείτε την παρτίδα.

## Rules pages

rules-index-title = Οι κανόνες των παιχνιδιών
rules-index-intro = Διαλέξτε ένα παιχνίδι για να το μάθετε. Κάθε σελίδα έχει μικρές σκακιέρες όπου δοκιμάζετε μόνοι σας τις κινήσεις.
rules-title = Κανόνες: { $name }
rules-contents = Περιεχόμενα
rules-start-caption = Η αρχική θέση. Τα Λευκά είναι κάτω.
rules-play = Παίξτε { $name }
tryit-title = Δοκιμάστε:
tryit-instruction = Δοκιμάστε το: πατήστε ή σύρετε το σημειωμένο κομμάτι στο τετράγωνό του.
tryit-right = Σωστά!
tryit-wrong = Όχι σε αυτό το τετράγωνο. Δείτε το σημειωμένο τετράγωνο και δοκιμάστε ξανά.
tryit-wrong-piece = Σωστό τετράγωνο, αλλά διαλέξτε το κομμάτι που ζητά η άσκηση.
tryit-again = Άλλη μία φορά
diagram-legend-move = κινείται εκεί
diagram-legend-capture = αιχμαλωτίζει εκεί
diagram-legend-both = κινείται ή αιχμαλωτίζει εκεί
diagram-legend-initial = μόνο από την αρχική του σειρά
diagram-legend-hop-move = κινείται εκεί πηδώντας πάνω από ένα κομμάτι
diagram-legend-hop-capture = αιχμαλωτίζει εκεί πηδώντας πάνω από ακριβώς ένα κομμάτι
diagram-leaves = Όταν κινείται, μένει πίσω: { $piece }.
diagram-unavailable = Δεν ήταν δυνατή η φόρτωση των διαγραμμάτων των κομματιών.
