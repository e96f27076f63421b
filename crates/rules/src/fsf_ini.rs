//! Import of Fairy-Stockfish `variants.ini` sections into Turnpan variant files.
//!
//! A section is a header `[name]` or `[name:parent]` followed by `key = value` lines (lines
//! starting with `#` or `;` are comments). The importer rebuilds the game Fairy-Stockfish
//! would play from the section: it starts from the parent's rules (`chess`, one of the
//! Fairy-Stockfish built-in variants it reproduces, such as `capablanca`, `shatranj` or
//! `makruk`, an earlier section of the same text, or nothing), applies the keys in the order
//! Fairy-Stockfish applies them (so a piece letter given twice replaces the earlier piece,
//! and a removed piece leaves the promotion choices), then writes a variant file. What the
//! variant file cannot say is named in [`Imported::unsupported`], one entry per key, never
//! dropped silently; what cannot be read at all is an [`IniError`] naming the line and key.
//! The text returned is checked with [`crate::Variant::from_toml`].
//!
//! Fairy-Stockfish's Betza (`customPieceN = x:Betza`, `king = k:Betza`) is translated
//! into Turnpan's: the moves are read with Fairy-Stockfish's meaning of every modifier
//! (`rf` and `fr` both name one diagonal, `fs` splits into two directions on an orthogonal
//! atom, an `n` on a rider is ignored, `e` marks en passant), then written out in Turnpan's
//! notation and parsed back to check that both give the same moves.
//!
//! `docs/variants.md` ("Importing Fairy-Stockfish variants.ini") lists what maps to what; the
//! perft test `tests/fsf_import.rs` checks imported games against Fairy-Stockfish itself.

use std::collections::BTreeMap;
use std::fmt::Write;

use crate::variant::draft::{Draft, DraftCastling, DraftPiece};
use crate::variant::{
    FormCounting, FormDrops, FormExplosion, FormExtinction, FormMate, FormPoints, FormRules,
};

/// What an import produced.
///
/// ```
/// use turnpan_rules::fsf_ini::import_ini;
/// let ini = "[forced:shatranj]\nmustCapture = true\ndropNoDoubled = p\n";
/// let out = import_ini(ini, None).unwrap();
/// // Forced captures and Shatranj's bare king (inherited, with its reply) are Turnpan rules;
/// // a ban on doubled pawn drops is not: it is named, in the TOML too.
/// assert!(out.toml.contains("must_capture = true"));
/// assert!(out.toml.contains("[rules.extinction]\npieces = [\"*\"]\nresult = \"loss\"\nat_most = 1\nopponent_at_least = 2\nreply = true\n"));
/// assert_eq!(out.unsupported, ["dropNoDoubled = p"]);
/// assert!(out.toml.contains("# unsupported: dropNoDoubled = p"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Imported {
    /// The variant file (TOML); it loads with [`crate::Variant::from_toml`].
    pub toml: String,
    /// Every key the variant file could not express, once each, in the order of the text:
    /// `key = value`, followed by the reason in parentheses.
    pub unsupported: Vec<String>,
}

/// Why a text could not be imported.
///
/// ```
/// use turnpan_rules::fsf_ini::import_ini;
/// let e = import_ini("[x:chess]\ncustomPiece1 = a:QX\n", None).unwrap_err();
/// assert_eq!((e.line, e.key.as_str()), (2, "customPiece1"));
/// assert!(e.to_string().starts_with("variants.ini line 2, key 'customPiece1': Betza 'QX'"));
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("variants.ini line {line}, key '{key}': {message}")]
pub struct IniError {
    /// 1-based line of the text at fault (0: the text as a whole).
    pub line: usize,
    /// The key (or `[section]` for a header) at fault.
    pub key: String,
    /// What is wrong.
    pub message: String,
}

/// The largest text read (a real section is well under 2 KiB; Fairy-Stockfish's own
/// variants.ini, every example in it, is some 60 KiB).
///
/// ```
/// use turnpan_rules::fsf_ini::{import_ini, MAX_INI_TEXT};
/// let huge = "#".repeat(MAX_INI_TEXT + 1);
/// assert_eq!(import_ini(&huge, None).unwrap_err().line, 0);
/// ```
pub const MAX_INI_TEXT: usize = 256 * 1024;

/// Imports one section of a `variants.ini` text; the id of the new game is made from the
/// section's name.
///
/// `section` names the section to import; `None` takes the last one of the text (earlier
/// sections may serve as its parents).
///
/// # Errors
/// An [`IniError`] naming the line and key that could not be read or translated.
///
/// ```
/// use turnpan_rules::fsf_ini::import_ini;
/// let ini = "[capa:chess]\nmaxFile = j\narchbishop = a\nchancellor = c\n\
///     castlingKingsideFile = i\n\
///     startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1\n\
///     promotionPieceTypes = acqrbn\nmustDrop = true\n";
/// let out = import_ini(ini, None).unwrap();
/// let variant = turnpan_rules::Variant::from_toml("capa.toml", &out.toml).unwrap();
/// assert_eq!(variant.geometry().files(), 10);
/// assert_eq!(out.unsupported.len(), 1);
/// assert!(out.unsupported[0].starts_with("mustDrop = true"));
/// ```
pub fn import_ini(text: &str, section: Option<&str>) -> Result<Imported, IniError> {
    import_ini_with_id(text, section, None)
}

/// [`import_ini`] with the id of the new game given (`None`: made from the section name).
///
/// # Errors
/// As [`import_ini`].
///
/// ```
/// use turnpan_rules::fsf_ini::import_ini_with_id;
/// let out = import_ini_with_id("[x:chess]\ncastling = false\n", None, Some("plain")).unwrap();
/// assert!(out.toml.contains("id = \"plain\""));
/// assert!(out.toml.contains("start = \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\""));
/// ```
pub fn import_ini_with_id(
    text: &str,
    section: Option<&str>,
    id: Option<&str>,
) -> Result<Imported, IniError> {
    if text.len() > MAX_INI_TEXT {
        return Err(whole(format!(
            "{} bytes, more than {MAX_INI_TEXT}: not read",
            text.len()
        )));
    }
    let user = read_sections(text)?;
    let target = match section {
        Some(name) => user
            .iter()
            .rposition(|s| s.name == name)
            .ok_or_else(|| whole(format!("no section [{name}] in the text")))?,
        None => user
            .len()
            .checked_sub(1)
            .ok_or_else(|| whole("no [name] or [name:parent] section header".into()))?,
    };
    if is_builtin_name(&user[target].name) {
        return Err(IniError {
            line: user[target].line,
            key: format!("[{}]", user[target].name),
            message: format!(
                "'{}' is the name of a Fairy-Stockfish built-in variant, which \
                 Fairy-Stockfish does not let a section redefine; rename the section",
                user[target].name
            ),
        });
    }
    // The built-in parents come first, so that a section finds them like earlier sections.
    let mut sections = builtin_sections();
    let offset = sections.len();
    sections.extend(user);
    let target = target + offset;
    // The chain of sections from the root down to the target.
    let mut chain = vec![target];
    let mut base = Base::Empty;
    let mut at = target;
    while let Some(parent) = &sections[at].parent {
        if parent == "chess" {
            base = Base::Chess;
            break;
        }
        // Fairy-Stockfish's own variants shadow sections of the same name.
        let found = if is_builtin_name(parent) {
            sections[..offset].iter().position(|s| &s.name == parent)
        } else {
            sections[offset..at]
                .iter()
                .rposition(|s| &s.name == parent)
                .map(|p| p + offset)
        };
        match found {
            Some(p) => {
                chain.push(p);
                at = p;
            }
            None => {
                let hint = if FSF_BUILTINS.contains(&parent.as_str()) {
                    format!(
                        "a built-in Fairy-Stockfish variant the importer does not reproduce \
                         (it knows {}); paste a section that defines it under another \
                         name, or start from chess",
                        builtin_names().join(", ")
                    )
                } else {
                    "neither a built-in Fairy-Stockfish variant nor a section defined \
                     earlier in the text"
                        .to_owned()
                };
                return Err(IniError {
                    line: sections[at].line,
                    key: format!("[{}:{parent}]", sections[at].name),
                    message: format!("unknown parent '{parent}': {hint}"),
                });
            }
        }
    }
    chain.reverse();
    let mut model = Model::new(base);
    let mut report = Report::default();
    for &i in &chain {
        let mut own = Report::default();
        model.apply(&sections[i], &mut own)?;
        for (line, text) in own.items {
            if sections[i].builtin {
                let from = format!(
                    "{text} (inherited from Fairy-Stockfish's built-in [{}])",
                    sections[i].name
                );
                report.add(line, from);
            } else {
                report.add(line, text);
            }
        }
    }
    let top = &sections[target];
    let lines = KeyLines::new(&sections, &chain);
    let id = match id {
        Some(id) => id.to_owned(),
        None => id_from_name(&top.name),
    };
    let draft = model.to_draft(&id, top, &lines, &mut report)?;
    let mut unsupported = report.finish();
    unsupported.dedup();
    let mut comments = vec![
        "Imported from a Fairy-Stockfish variants.ini section by `turnpan import-ini`.".into(),
    ];
    comments.extend(unsupported.iter().map(|u| format!("unsupported: {u}")));
    let toml = Draft { comments, ..draft }.to_toml();
    crate::Variant::from_toml(&format!("{id}.toml"), &toml).map_err(|e| {
        // Blame the key behind the field, where the section (or a parent) gave it.
        let keys: &[&str] = match e.field.split(['.', '[']).next().unwrap_or_default() {
            "start" => &["startFen"],
            "files" => &["maxFile"],
            "ranks" => &["maxRank"],
            "promotion" => &[
                "promotionPieceTypes",
                "promotionRegionWhite",
                "promotionRank",
            ],
            "castling" => &["castlingKingsideFile", "castlingQueensideFile", "startFen"],
            "rules" => &["nFoldRule", "nMoveRule"],
            _ => &[],
        };
        match keys.iter().find(|k| lines.lines.contains_key(**k)) {
            Some(key) => IniError {
                line: lines.line(&[key]),
                key: (*key).to_owned(),
                message: format!("the translated variant is not valid: {}", e.kind),
            },
            None => IniError {
                line: top.line,
                key: format!("[{}]", top.name),
                message: format!(
                    "the translated variant is not valid: {}: {}",
                    e.field, e.kind
                ),
            },
        }
    })?;
    Ok(Imported { toml, unsupported })
}

fn whole(message: String) -> IniError {
    IniError {
        line: 0,
        key: String::new(),
        message,
    }
}

/// The variants Fairy-Stockfish 0.0.90 (the pyffish release named in
/// `scripts/reference/requirements.txt`) has built in: a section may name any of them as its
/// parent.
const FSF_BUILTINS: [&str; 121] = [
    "3check",
    "5check",
    "ai-wok",
    "almost",
    "amazon",
    "amazons",
    "antichess",
    "armageddon",
    "asean",
    "ataxx",
    "atomar",
    "atomic",
    "berolina",
    "breakthrough",
    "bughouse",
    "cambodian",
    "capablanca",
    "capahouse",
    "caparandom",
    "centaur",
    "chancellor",
    "chaturanga",
    "checkshogi",
    "chess",
    "chessgi",
    "chigorin",
    "clobber",
    "clobber10",
    "codrus",
    "coregal",
    "courier",
    "crazyhouse",
    "dobutsu",
    "dragon",
    "duck",
    "embassy",
    "euroshogi",
    "extinction",
    "fairy",
    "fischerandom",
    "flipello",
    "flipello10",
    "flipersi",
    "fox-and-hounds",
    "gardner",
    "georgian",
    "giveaway",
    "gorogoro",
    "gothic",
    "grand",
    "grasshopper",
    "gustav3",
    "hoppelpoppel",
    "horde",
    "isolation",
    "isolation7x7",
    "janggi",
    "janggicasual",
    "janggimodern",
    "janggitraditional",
    "janus",
    "jesonmor",
    "joust",
    "judkins",
    "karouk",
    "kinglet",
    "kingofthehill",
    "knightmate",
    "koedem",
    "kyotoshogi",
    "legan",
    "loop",
    "losalamos",
    "losers",
    "makpong",
    "makruk",
    "manchu",
    "micro",
    "mini",
    "minishogi",
    "minixiangqi",
    "misere",
    "modern",
    "newzealand",
    "nightrider",
    "nocastle",
    "nocheckatomic",
    "normal",
    "okisakishogi",
    "omicron",
    "opulent",
    "paradigm",
    "pawnback",
    "pawnsideways",
    "perfect",
    "petrified",
    "placement",
    "pocketknight",
    "raazuvaa",
    "racingkings",
    "seirawan",
    "shako",
    "shatar",
    "shatranj",
    "shogi",
    "shoshogi",
    "shouse",
    "sittuyin",
    "snailtrail",
    "sortofalmost",
    "spartan",
    "suicide",
    "supply",
    "tencubed",
    "threekings",
    "torishogi",
    "torpedo",
    "troitzky",
    "wolf",
    "xiangqi",
    "yarishogi",
];

/// The built-in Fairy-Stockfish variants the importer reproduces, written as sections: what
/// each sets on top of chess, the same settings Fairy-Stockfish's own definition makes. A
/// section may name these (and `chess`) as its parent.
const BUILTIN_PARENTS: &str = "
[normal:chess]

[fischerandom:chess]
chess960 = true

[kingofthehill:chess]
flagPiece = k
flagRegionWhite = d4 e4 d5 e5
flagRegionBlack = d4 e4 d5 e5

[3check:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1
checkCounting = true

[crazyhouse:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1
pieceDrops = true
capturesToHand = true

[loop:crazyhouse]
dropLoop = true

[chessgi:loop]
firstRankPawnDrops = true

[pocketknight:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Nn] w KQkq - 0 1
pieceDrops = true

[seirawan:chess]
archbishop = h
chancellor = e
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[HEhe] w KQBCDFGkqbcdfg - 0 1
gating = true
seirawanGating = true
promotionPieceTypes = heqrbn

[shouse:seirawan]
pieceDrops = true
capturesToHand = true

[sittuyin:makruk]
fers = f
startFen = 8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1
mustDrop = true
pieceDrops = true
capturesToHand = false
dropRegionWhite = *1 *2 *3
dropRegionBlack = *6 *7 *8
sittuyinRookDrop = true
sittuyinPromotion = true
promotionRegionWhite = a8 b7 c6 d5 e5 f6 g7 h8
promotionRegionBlack = a1 b2 c3 d4 e4 f3 g2 h1
promotionLimit = f:1
countingRule = asean
nMoveRule = 50

[placement:chess]
startFen = 8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1
mustDrop = true
pieceDrops = true
capturesToHand = false
dropRegionWhite = *1
dropRegionBlack = *8
dropOppositeColoredBishop = true
castlingDroppedPiece = true

[nocastle:chess]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
castling = false

[fairy:chess]
silver = s
fers = f
archbishop = a
chancellor = c
commoner = m

[makruk:chess]
bishop = -
queen = -
fers = m
silver = s
startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1
promotionRegionWhite = *6 *7 *8
promotionRegionBlack = *1 *2 *3
promotionPieceTypes = m
doubleStep = false
castling = false
nMoveRule = 0
countingRule = makruk

[makpong:makruk]
makpongRule = true

[cambodian:makruk]
startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1
gating = true
cambodianMoves = true
countingRule = cambodian

[karouk:cambodian]
checkCounting = true

[ai-wok:makruk]
fers = -
aiwok = a
startFen = rnsaksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKASNR w - - 0 1
promotionPieceTypes = a

[asean:chess]
bishop = -
queen = -
silver = b
fers = q
startFen = rnbqkbnr/8/pppppppp/8/8/PPPPPPPP/8/RNBQKBNR w - - 0 1
promotionPieceTypes = rnbq
doubleStep = false
castling = false
countingRule = asean

[shatranj:chess]
bishop = -
queen = -
alfil = b
fers = q
startFen = rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1
promotionPieceTypes = q
doubleStep = false
castling = false
extinctionValue = loss
extinctionClaim = true
extinctionPieceTypes = *
extinctionPieceCount = 1
extinctionOpponentPieceCount = 2
stalemateValue = loss
nMoveRule = 70

[chaturanga:shatranj]
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1
extinctionValue = none

[amazon:chess]
queen = -
amazon = a
startFen = rnbakbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBAKBNR w KQkq - 0 1
promotionPieceTypes = arbn

[nightrider:chess]
knight = -
customPiece1 = n:NN
promotionPieceTypes = qrbn

[grasshopper:chess]
customPiece1 = g:gQ
startFen = rnbqkbnr/gggggggg/pppppppp/8/8/PPPPPPPP/GGGGGGGG/RNBQKBNR w KQkq - 0 1
promotionPieceTypes = qrbng
doubleStep = false

[knightmate:chess]
knight = -
commoner = m
king = k:N
startFen = rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1
promotionPieceTypes = mqrb

[losalamos:chess]
maxRank = 6
maxFile = f
bishop = -
startFen = rnqknr/pppppp/6/6/PPPPPP/RNQKNR w - - 0 1
promotionRegionWhite = *6
promotionRegionBlack = *1
promotionPieceTypes = qrn
doubleStep = false
castling = false

[gardner:chess]
maxRank = 5
maxFile = e
startFen = rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1
promotionRegionWhite = *5
promotionRegionBlack = *1
doubleStep = false
castling = false

[almost:chess]
queen = -
chancellor = c
startFen = rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1
promotionPieceTypes = crbn

[courier:chess]
maxFile = l
queen = -
alfil = e
fers = f
commoner = m
wazir = w
startFen = rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1
promotionPieceTypes = f
doubleStep = false
castling = false
extinctionValue = loss
extinctionClaim = true
extinctionPieceTypes = *
extinctionPieceCount = 1
extinctionOpponentPieceCount = 2
stalemateValue = loss

[capablanca:chess]
maxFile = j
castlingKingsideFile = i
castlingQueensideFile = c
archbishop = a
chancellor = c
startFen = rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1
promotionPieceTypes = acqrbn

[gothic:capablanca]
startFen = rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1

[embassy:capablanca]
castlingKingsideFile = h
castlingQueensideFile = b
startFen = rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1

[janus:chess]
maxFile = j
castlingKingsideFile = i
castlingQueensideFile = b
archbishop = j
startFen = rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1
promotionPieceTypes = jqrbn

[centaur:chess]
maxFile = j
castlingKingsideFile = i
castlingQueensideFile = c
centaur = c
startFen = rcnbqkbncr/pppppppppp/10/10/10/10/PPPPPPPPPP/RCNBQKBNCR w KQkq - 0 1
promotionPieceTypes = cqrbn

[modern:chess]
maxRank = 9
maxFile = i
archbishop = m
startFen = rnbqkmbnr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBMKQBNR w KQkq - 0 1
promotionRegionWhite = *9
promotionRegionBlack = *1
promotionPieceTypes = mqrbn
doubleStepRegionWhite = *2
doubleStepRegionBlack = *8

[chancellor:chess]
maxRank = 9
maxFile = i
chancellor = c
startFen = rnbqkcnbr/ppppppppp/9/9/9/9/9/PPPPPPPPP/RNBQKCNBR w KQkq - 0 1
promotionRegionWhite = *9
promotionRegionBlack = *1
promotionPieceTypes = cqrbn
doubleStepRegionWhite = *2
doubleStepRegionBlack = *8

[shako:chess]
maxRank = 10
maxFile = j
fersAlfil = e
cannon = c
startFen = c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1
promotionRegionWhite = *10
promotionRegionBlack = *1
promotionPieceTypes = qrbnce
castlingKingsideFile = h
castlingQueensideFile = d
castlingRookKingsideFile = i
castlingRookQueensideFile = b
castlingRank = 2
doubleStepRegionWhite = *3
doubleStepRegionBlack = *8

[minixiangqi:chess]
pawn = -
knight = -
bishop = -
queen = -
horse = n
cannon = c
soldier = p
king = k:W
maxRank = 7
maxFile = g
startFen = rcnkncr/p1ppp1p/7/7/7/P1PPP1P/RCNKNCR w - - 0 1
mobilityRegionWhiteKing = c1 d1 e1 c2 d2 e2 c3 d3 e3
mobilityRegionBlackKing = c5 d5 e5 c6 d6 e6 c7 d7 e7
doubleStep = false
castling = false
stalemateValue = loss
perpetualCheckIllegal = true
flyingGeneral = true

[xiangqi:minixiangqi]
maxRank = 10
maxFile = i
elephant = b
fers = a
startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1
mobilityRegionWhiteKing = d1 e1 f1 d2 e2 f2 d3 e3 f3
mobilityRegionBlackKing = d8 e8 f8 d9 e9 f9 d10 e10 f10
mobilityRegionWhiteFers = d1 e1 f1 d2 e2 f2 d3 e3 f3
mobilityRegionBlackFers = d8 e8 f8 d9 e9 f9 d10 e10 f10
mobilityRegionWhiteElephant = *1 *2 *3 *4 *5
mobilityRegionBlackElephant = *6 *7 *8 *9 *10
soldierPromotionRank = 6

[manchu:xiangqi]
banner = m
startFen = rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/9/9/M1BAKAB2 w - - 0 1

[janggi:xiangqi]
fers = -
cannon = -
elephant = -
wazir = a
janggiCannon = c
janggiElephant = b
startFen = rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1
mobilityRegionWhiteWazir = d1 e1 f1 d2 e2 f2 d3 e3 f3
mobilityRegionBlackWazir = d8 e8 f8 d9 e9 f9 d10 e10 f10
soldierPromotionRank = 1
flyingGeneral = false
bikjangRule = true
materialCounting = janggi
diagonalLines = d1 f1 e2 d3 f3 d8 f8 e9 d10 f10
pass = true
perpetualCheckIllegal = true

[horde:chess]
startFen = rnbqkbnr/pppppppp/8/1PP2PP1/PPPPPPPP/PPPPPPPP/PPPPPPPP/PPPPPPPP w kq - 0 1
doubleStepRegionWhite = *1 *2
enPassantRegionWhite = *6
enPassantRegionBlack = *3
extinctionValue = loss
extinctionPieceTypes = *

[coregal:chess]
extinctionValue = loss
extinctionPieceTypes = q
extinctionPseudoRoyal = true
extinctionPieceCount = 64

[atomic:chess]
blastOnCapture = true

[nocheckatomic:chess]
king = -
commoner = k
castlingKingPiece = k
extinctionValue = loss
extinctionPieceTypes = k
blastOnCapture = true

[atomar:nocheckatomic]
blastImmuneTypes = k
mutuallyImmuneTypes = k

[extinction:chess]
king = -
commoner = k
castlingKingPiece = k
promotionPieceTypes = kqrbn
extinctionValue = loss
extinctionPieceTypes = kqrbnp

[kinglet:extinction]
promotionPieceTypes = k
extinctionPieceTypes = p

[threekings:chess]
king = -
commoner = k
castlingKingPiece = k
startFen = knbqkbnk/pppppppp/8/8/8/8/PPPPPPPP/KNBQKBNK w - - 0 1
extinctionValue = loss
extinctionPieceTypes = k
extinctionPieceCount = 2
";

/// [`BUILTIN_PARENTS`] read as sections (their lines count as 0: they are not the user's).
fn builtin_sections() -> Vec<Section> {
    // The text is a constant checked by a test, so it always reads.
    let mut sections = read_sections(BUILTIN_PARENTS).unwrap_or_default();
    for s in &mut sections {
        s.builtin = true;
        s.line = 0;
        for e in &mut s.entries {
            e.line = 0;
        }
    }
    sections
}

/// The names of the reproduced built-in variants, `chess` first.
fn builtin_names() -> Vec<String> {
    let mut names = vec!["chess".to_owned()];
    names.extend(builtin_sections().into_iter().map(|s| s.name));
    names
}

/// Whether `name` is a Fairy-Stockfish built-in variant (whether reproduced here or not).
fn is_builtin_name(name: &str) -> bool {
    FSF_BUILTINS.contains(&name)
}

fn id_from_name(name: &str) -> String {
    let mut id = String::new();
    for c in name.chars() {
        let c = c.to_ascii_lowercase();
        if c.is_ascii_lowercase() || c.is_ascii_digit() {
            id.push(c);
        } else if !id.ends_with('-') {
            id.push('-');
        }
    }
    let id: String = id.trim_matches('-').chars().take(40).collect();
    let id = id.trim_end_matches('-').to_owned();
    if id.is_empty() {
        "imported".into()
    } else {
        id
    }
}

// ---------------------------------------------------------------------------------------
// Reading the text

#[derive(Debug)]
struct Entry {
    key: String,
    value: String,
    line: usize,
}

#[derive(Debug)]
struct Section {
    name: String,
    parent: Option<String>,
    line: usize,
    /// Each key once (the last value wins, as in Fairy-Stockfish), in the order of the text.
    entries: Vec<Entry>,
    /// One of [`BUILTIN_PARENTS`] (its lines are not the user's: reported as line 0).
    builtin: bool,
}

impl Section {
    fn get(&self, key: &str) -> Option<&Entry> {
        self.entries.iter().find(|e| e.key == key)
    }
}

fn read_sections(text: &str) -> Result<Vec<Section>, IniError> {
    let mut sections: Vec<Section> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        let trimmed = raw.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') || trimmed.starts_with(';') {
            continue;
        }
        if let Some(rest) = trimmed.strip_prefix('[') {
            let header = rest.split(']').next().unwrap_or_default();
            if !rest.contains(']') {
                return Err(IniError {
                    line,
                    key: trimmed.chars().take(40).collect(),
                    message: "a section header needs its closing ']'".into(),
                });
            }
            let (name, parent) = match header.split_once(':') {
                Some((n, p)) => (n.trim(), Some(p.trim().to_owned())),
                None => (header.trim(), None),
            };
            if name.is_empty() || parent.as_deref() == Some("") {
                return Err(IniError {
                    line,
                    key: format!("[{header}]"),
                    message: "a section header is [name] or [name:parent]".into(),
                });
            }
            sections.push(Section {
                name: name.to_owned(),
                parent,
                line,
                entries: Vec::new(),
                builtin: false,
            });
            continue;
        }
        let Some((key, value)) = trimmed.split_once('=') else {
            return Err(IniError {
                line,
                key: trimmed.chars().take(40).collect(),
                message: "expected 'key = value', a comment (# or ;) or a [section] header".into(),
            });
        };
        let (key, value) = (key.trim(), value.trim());
        if key.is_empty() {
            return Err(IniError {
                line,
                key: String::new(),
                message: "a line '= value' without a key".into(),
            });
        }
        let Some(section) = sections.last_mut() else {
            return Err(IniError {
                line,
                key: key.to_owned(),
                message: "a key before any [section] header".into(),
            });
        };
        section.entries.retain(|e| e.key != key);
        section.entries.push(Entry {
            key: key.to_owned(),
            value: value.to_owned(),
            line,
        });
    }
    Ok(sections)
}

/// Where each key of the chain was last given (for notes about derived settings).
struct KeyLines {
    lines: BTreeMap<String, usize>,
    header: usize,
}

impl KeyLines {
    fn new(sections: &[Section], chain: &[usize]) -> KeyLines {
        let mut lines = BTreeMap::new();
        for &i in chain {
            for e in &sections[i].entries {
                lines.insert(e.key.clone(), e.line);
            }
        }
        KeyLines {
            lines,
            header: chain.last().map_or(0, |&i| sections[i].line),
        }
    }
    /// The line of the first of `keys` that was given, else the section header's.
    fn line(&self, keys: &[&str]) -> usize {
        keys.iter()
            .find_map(|k| self.lines.get(*k).copied())
            .unwrap_or(self.header)
    }
}

/// Unsupported keys, with the line they come from (so that they can be listed in the order
/// of the text).
#[derive(Default)]
struct Report {
    items: Vec<(usize, String)>,
}

impl Report {
    fn add(&mut self, line: usize, text: String) {
        if !self.items.iter().any(|(_, t)| *t == text) {
            self.items.push((line, text));
        }
    }
    fn finish(mut self) -> Vec<String> {
        self.items.sort_by_key(|(line, _)| *line);
        self.items.into_iter().map(|(_, t)| t).collect()
    }
}

// ---------------------------------------------------------------------------------------
// Fairy-Stockfish's rules, as far as the keys set them

/// Fairy-Stockfish's board is at most 12 files by 10 ranks; a region is a set of squares
/// `rank * 12 + file`.
const FSF_FILES: u32 = 12;
const FSF_RANKS: u32 = 10;
type Region = u128;

fn rank_bb(rank: u32) -> Region {
    ((1u128 << FSF_FILES) - 1) << (rank * FSF_FILES)
}
fn file_bb(file: u32) -> Region {
    (0..FSF_RANKS).fold(0, |acc, r| acc | 1u128 << (r * FSF_FILES + file))
}
fn square_bit(file: u32, rank: u32) -> Region {
    1u128 << (rank * FSF_FILES + file)
}
const ALL_SQUARES: Region = (1u128 << (FSF_FILES * FSF_RANKS)) - 1;

/// The piece types of Fairy-Stockfish with their key names and moves (its Betza), in the
/// order it reads them.
const NAMED_PIECES: [(&str, &str); 36] = [
    ("pawn", "fmWfceF"),
    ("knight", "N"),
    ("bishop", "B"),
    ("rook", "R"),
    ("queen", "Q"),
    ("fers", "F"),
    ("alfil", "A"),
    ("fersAlfil", "FA"),
    ("silver", "FfW"),
    ("aiwok", "RNF"),
    ("bers", "RF"),
    ("archbishop", "BN"),
    ("chancellor", "RN"),
    ("amazon", "QN"),
    ("knibis", "mNcB"),
    ("biskni", "mBcN"),
    ("kniroo", "mNcR"),
    ("rookni", "mRcN"),
    ("shogiPawn", "fW"),
    ("lance", "fR"),
    ("shogiKnight", "fN"),
    ("gold", "WfF"),
    ("dragonHorse", "BW"),
    ("clobber", "cW"),
    ("breakthrough", "fmWfF"),
    ("immobile", ""),
    ("cannon", "mRcpR"),
    ("janggiCannon", "pR"),
    ("soldier", "fsW"),
    ("horse", "nN"),
    ("elephant", "nA"),
    ("janggiElephant", "nZ"),
    ("banner", "RcpRnN"),
    ("wazir", "W"),
    ("commoner", "K"),
    ("centaur", "KN"),
];
const CUSTOM_PIECES: usize = 25;
/// Piece types with rules beyond their Betza (rivers, palaces, screens of a kind).
const SPECIAL_PIECES: [(&str, &str); 1] = [(
    "immobile",
    "it has no moves, which a Turnpan piece cannot be",
)];

/// Piece type index: `0..36` named, `36..61` custom, [`KING`].
type Pt = usize;
const CUSTOM0: Pt = NAMED_PIECES.len();
const KING: Pt = CUSTOM0 + CUSTOM_PIECES;
/// The royal piece of a game that has none (`win = "none"`): no piece type is it.
const NO_ROYAL: Pt = Pt::MAX;
const PAWN: Pt = 0;

/// The piece type of a named Fairy-Stockfish piece (`"fers"`).
fn named(name: &str) -> Pt {
    NAMED_PIECES
        .iter()
        .position(|(n, _)| *n == name)
        .unwrap_or(NO_ROYAL)
}

fn pt_name(pt: Pt) -> String {
    match pt {
        KING => "king".into(),
        p if p >= CUSTOM0 => format!("customPiece{}", p - CUSTOM0 + 1),
        p => NAMED_PIECES[p].0.into(),
    }
}

type PieceSet = u128;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Value {
    Win,
    Loss,
    Draw,
    None,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Base {
    /// A section without a parent: no pieces, chess's other settings.
    Empty,
    /// Fairy-Stockfish's chess.
    Chess,
}

#[derive(Clone, Debug)]
struct Model {
    max_file: u32,
    max_rank: u32,
    /// Letter (upper case) per piece type present.
    letters: BTreeMap<Pt, char>,
    /// Betza of the custom pieces and of a custom king (Fairy-Stockfish's dialect).
    custom_betza: BTreeMap<Pt, String>,
    start_fen: String,
    promotion_region: [Region; 2],
    promotion_pawn_types: [PieceSet; 2],
    promotion_piece_types: [PieceSet; 2],
    mandatory_pawn_promotion: bool,
    /// The most of a kind a side may have for a pawn to become one (`promotionLimit`).
    promotion_limit: BTreeMap<Pt, u8>,
    /// No piece may stay where it could never move again (`immobilityIllegal`).
    immobility_illegal: bool,
    double_step: bool,
    double_step_region: [Region; 2],
    triple_step_region: [Region; 2],
    en_passant_region: [Region; 2],
    en_passant_types: [PieceSet; 2],
    castling: bool,
    castling_kingside_file: u32,
    castling_queenside_file: u32,
    castling_rank: u32,
    castling_king_piece: [Pt; 2],
    castling_rook_kingside_file: Option<u32>,
    castling_rook_queenside_file: Option<u32>,
    castling_rook_pieces: [PieceSet; 2],
    checking: bool,
    must_capture: bool,
    blast_on_capture: bool,
    /// Piece types no explosion removes (Atomar's kings).
    blast_immune_types: PieceSet,
    /// Piece types that may not capture their own type (Atomar's kings).
    mutually_immune_types: PieceSet,
    extinction_pseudo_royal: bool,
    shatar_mate_rule: bool,
    duple_check: bool,
    n_move_rule_types: [PieceSet; 2],
    n_move_rule: i64,
    n_fold_rule: i64,
    n_fold_value: Value,
    stalemate_value: Value,
    checkmate_value: Value,
    extinction_value: Value,
    extinction_piece_types: PieceSet,
    extinction_piece_count: i64,
    extinction_opponent_piece_count: i64,
    extinction_claim: bool,
    /// The piece that wins by reaching a flag region, per colour (`None`: none; the flag
    /// rule of King of the Hill).
    flag_piece: [Option<Pt>; 2],
    /// Whether `flagPiece` was `*` (any piece: not a Turnpan rule).
    flag_any_piece: bool,
    flag_region: [Region; 2],
    flag_move: bool,
    flag_piece_safe: bool,
    /// Checks are counted and the start FEN says how many win (Three-check).
    check_counting: bool,
    /// Makruk's family of counting rules (`makruk`, `cambodian`, `asean`), if any.
    counting_rule: Option<&'static str>,
    /// Gates: castling-field letters name pieces with rights (Cambodian chess, Seirawan).
    gating: bool,
    /// Cambodian chess's first moves of the king and the fers, by their gates.
    cambodian_moves: bool,
    /// S-chess: pieces of the hand enter the board through the gates.
    seirawan_gating: bool,
    /// Makpong: a king in check may only take its checker.
    makpong_rule: bool,
    /// Pieces in hand may be dropped (crazyhouse).
    piece_drops: bool,
    /// Captured pieces go to the capturer's hand.
    captures_to_hand: bool,
    /// Captured promoted pieces keep their promoted kind in the hand (loop chess).
    drop_loop: bool,
    /// Pawns may be dropped on their first rank (chessgi).
    first_rank_pawn_drops: bool,
    /// A side with pieces in hand must drop (Placement chess).
    must_drop: bool,
    /// Where each side may drop.
    drop_region: [Region; 2],
    /// Bishops are dropped on squares of both colours.
    drop_opposite_colored_bishop: bool,
    /// Dropping the king or a rook on its square gives castling rights.
    castling_dropped_piece: bool,
    /// `chess960`: castling from any arrangement of the first rank.
    chess960: bool,
    /// Rooks are dropped on the first rank only (Sittuyin).
    sittuyin_rook_drop: bool,
    /// Pawns promote instead of moving (Sittuyin).
    sittuyin_promotion: bool,
    /// The king's castling file (e), for castling by drops.
    castling_king_file: u32,
    /// Where a piece type of a colour may move (`mobilityRegionWhiteKing`); absent: anywhere.
    mobility_region: BTreeMap<(usize, Pt), Region>,
    /// The generals may not face each other on an open file (xiangqi).
    flying_general: bool,
    /// `perpetualCheckIllegal`: checking through a repetition loses.
    perpetual_check_illegal: bool,
    /// The soldier's first relative rank (0-based) with its sideways moves.
    soldier_promotion_rank: u32,
    /// `diagonalLines`: the squares of the palace diagonals (janggi).
    diagonal_lines: Region,
    /// `pass`, `passWhite`, `passBlack`: each side may pass.
    pass: [bool; 2],
    /// `bikjangRule`: facing generals must part or pass.
    bikjang_rule: bool,
    /// `materialCounting = janggi`: points decide the games ended without a winner.
    janggi_material: bool,
}

const ALL_PIECES_BIT: PieceSet = 1 << 127;

fn set_of(pts: &[Pt]) -> PieceSet {
    pts.iter().fold(0, |acc, &p| acc | 1u128 << p)
}

impl Model {
    fn new(base: Base) -> Model {
        let mut m = Model {
            max_file: 7,
            max_rank: 7,
            letters: BTreeMap::new(),
            custom_betza: BTreeMap::new(),
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
            promotion_region: [rank_bb(7), rank_bb(0)],
            promotion_pawn_types: [set_of(&[PAWN]); 2],
            promotion_piece_types: [set_of(&[1, 2, 3, 4]); 2],
            mandatory_pawn_promotion: true,
            promotion_limit: BTreeMap::new(),
            immobility_illegal: false,
            double_step: true,
            double_step_region: [rank_bb(1), rank_bb(6)],
            triple_step_region: [0, 0],
            en_passant_region: [ALL_SQUARES, ALL_SQUARES],
            en_passant_types: [set_of(&[PAWN]); 2],
            castling: true,
            castling_kingside_file: 6,
            castling_queenside_file: 2,
            castling_rank: 0,
            castling_king_piece: [KING, KING],
            castling_rook_kingside_file: None,
            castling_rook_queenside_file: None,
            castling_rook_pieces: [set_of(&[3]); 2],
            checking: true,
            must_capture: false,
            blast_on_capture: false,
            blast_immune_types: 0,
            mutually_immune_types: 0,
            extinction_pseudo_royal: false,
            shatar_mate_rule: false,
            duple_check: false,
            n_move_rule_types: [set_of(&[PAWN]); 2],
            n_move_rule: 50,
            n_fold_rule: 3,
            n_fold_value: Value::Draw,
            stalemate_value: Value::Draw,
            checkmate_value: Value::Loss,
            extinction_value: Value::None,
            extinction_piece_types: 0,
            extinction_piece_count: 0,
            extinction_opponent_piece_count: 0,
            extinction_claim: false,
            flag_piece: [None, None],
            flag_any_piece: false,
            flag_region: [0, 0],
            flag_move: false,
            flag_piece_safe: false,
            check_counting: false,
            counting_rule: None,
            gating: false,
            cambodian_moves: false,
            seirawan_gating: false,
            makpong_rule: false,
            piece_drops: false,
            captures_to_hand: false,
            drop_loop: false,
            first_rank_pawn_drops: false,
            must_drop: false,
            drop_region: [ALL_SQUARES, ALL_SQUARES],
            drop_opposite_colored_bishop: false,
            castling_dropped_piece: false,
            chess960: false,
            castling_king_file: 4,
            sittuyin_rook_drop: false,
            sittuyin_promotion: false,
            mobility_region: BTreeMap::new(),
            flying_general: false,
            perpetual_check_illegal: false,
            soldier_promotion_rank: 0,
            diagonal_lines: 0,
            pass: [false; 2],
            bikjang_rule: false,
            janggi_material: false,
        };
        match base {
            Base::Empty => {
                m.promotion_piece_types = [0, 0];
            }
            Base::Chess => {
                for (pt, c) in [
                    (0, 'P'),
                    (1, 'N'),
                    (2, 'B'),
                    (3, 'R'),
                    (4, 'Q'),
                    (KING, 'K'),
                ] {
                    m.letters.insert(pt, c);
                }
            }
        }
        m
    }

    fn add_piece(&mut self, pt: Pt, letter: char, betza: Option<String>) {
        let up = letter.to_ascii_uppercase();
        if let Some((&other, _)) = self.letters.iter().find(|(_, &c)| c == up) {
            self.remove_piece(other);
        }
        self.letters.insert(pt, up);
        if let Some(b) = betza {
            self.custom_betza.insert(pt, b);
        }
    }

    fn remove_piece(&mut self, pt: Pt) {
        self.letters.remove(&pt);
        for set in &mut self.promotion_piece_types {
            *set &= !(1u128 << pt);
        }
    }

    fn pt_of_letter(&self, c: char) -> Option<Pt> {
        let up = c.to_ascii_uppercase();
        self.letters
            .iter()
            .find(|(_, &l)| l == up)
            .map(|(&pt, _)| pt)
    }

    /// Applies a section's keys in Fairy-Stockfish's order.
    fn apply(&mut self, s: &Section, report: &mut Report) -> Result<(), IniError> {
        let mut used: Vec<&str> = Vec::new();
        let fail = |e: &Entry, message: String| IniError {
            line: e.line,
            key: e.key.clone(),
            message,
        };
        macro_rules! with {
            ($key:expr, |$e:ident| $body:expr) => {
                if let Some($e) = s.get($key) {
                    used.push($key);
                    $body;
                }
            };
        }
        with!("maxRank", |e| {
            self.max_rank = parse_rank(&e.value).map_err(|m| fail(e, m))?
        });
        with!("maxFile", |e| {
            self.max_file = parse_file(&e.value).map_err(|m| fail(e, m))?
        });
        let names: Vec<(Pt, String)> = (0..=KING).map(|pt| (pt, pt_name(pt))).collect();
        for (pt, name) in &names {
            let Some(e) = s.get(name) else { continue };
            used.push(name);
            let mut chars = e.value.chars();
            match chars.next() {
                Some(c) if c.is_ascii_alphabetic() => {
                    let rest: String = chars.collect();
                    let custom = *pt >= CUSTOM0 && *pt != KING;
                    let betza = if custom || (*pt == KING && !rest.is_empty()) {
                        let Some(b) = rest.strip_prefix(':') else {
                            return Err(fail(e, format!("'{}' is not 'letter:Betza'", e.value)));
                        };
                        if b.is_empty() {
                            return Err(fail(e, "the piece's Betza is missing".into()));
                        }
                        Some(b.to_owned())
                    } else {
                        None
                    };
                    if *pt == KING && betza.is_none() {
                        self.custom_betza.remove(&KING);
                    }
                    self.add_piece(*pt, c, betza);
                }
                Some('-') => self.remove_piece(*pt),
                _ => {
                    return Err(fail(
                        e,
                        format!("'{}' is neither a piece letter nor '-'", e.value),
                    ))
                }
            }
        }
        with!("promotionRank", |e| {
            let r = parse_rank(&e.value).map_err(|m| fail(e, m))?;
            for c in 0..2 {
                self.promotion_region[c] = self.zone(c, r);
            }
        });
        if s.get("doubleStepRank").is_some() || s.get("doubleStepRankMin").is_some() {
            let mut rank = 1;
            let mut min = 1;
            with!("doubleStepRank", |e| {
                rank = parse_rank(&e.value).map_err(|m| fail(e, m))?
            });
            with!("doubleStepRankMin", |e| {
                min = parse_rank(&e.value).map_err(|m| fail(e, m))?
            });
            for c in 0..2 {
                // From the (relative) rank `min` up to `rank`.
                let above = self.zone(c, rank + 1);
                self.double_step_region[c] = self.zone(c, min) & !above;
            }
        }
        with!("castlingRookPiece", |e| {
            let set = self.piece_set(&e.value).map_err(|m| fail(e, m))?;
            self.castling_rook_pieces = [set, set];
        });
        with!("pawnTypes", |e| {
            let set = self.piece_set(&e.value).map_err(|m| fail(e, m))?;
            self.promotion_pawn_types = [set, set];
            self.en_passant_types = [set, set];
            self.n_move_rule_types = [set, set];
        });
        with!("startFen", |e| self.start_fen = e.value.clone());
        with!("promotionRegionWhite", |e| {
            self.promotion_region[0] = parse_region(&e.value).map_err(|m| fail(e, m))?
        });
        with!("promotionRegionBlack", |e| {
            self.promotion_region[1] = parse_region(&e.value).map_err(|m| fail(e, m))?
        });
        self.colour_sets(s, &mut used, "promotionPawnTypes", |m| {
            &mut m.promotion_pawn_types
        })?;
        self.colour_sets(s, &mut used, "promotionPieceTypes", |m| {
            &mut m.promotion_piece_types
        })?;
        with!("mandatoryPawnPromotion", |e| {
            self.mandatory_pawn_promotion = parse_bool(e, report)?
        });
        with!("promotionLimit", |e| {
            self.promotion_limit = self.limits(&e.value).map_err(|m| fail(e, m))?
        });
        with!("immobilityIllegal", |e| {
            self.immobility_illegal = parse_bool(e, report)?
        });
        with!("doubleStep", |e| self.double_step = parse_bool(e, report)?);
        for (key, c) in [("doubleStepRegionWhite", 0), ("doubleStepRegionBlack", 1)] {
            with!(key, |e| {
                self.double_step_region[c] = parse_region(&e.value).map_err(|m| fail(e, m))?
            });
        }
        for (key, c) in [("tripleStepRegionWhite", 0), ("tripleStepRegionBlack", 1)] {
            with!(key, |e| {
                self.triple_step_region[c] = parse_region(&e.value).map_err(|m| fail(e, m))?
            });
        }
        with!("enPassantRegion", |e| {
            let r = parse_region(&e.value).map_err(|m| fail(e, m))?;
            self.en_passant_region = [r, r];
        });
        for (key, c) in [("enPassantRegionWhite", 0), ("enPassantRegionBlack", 1)] {
            with!(key, |e| {
                self.en_passant_region[c] = parse_region(&e.value).map_err(|m| fail(e, m))?
            });
        }
        self.colour_sets(s, &mut used, "enPassantTypes", |m| &mut m.en_passant_types)?;
        with!("castling", |e| self.castling = parse_bool(e, report)?);
        with!("castlingKingsideFile", |e| {
            self.castling_kingside_file = parse_file(&e.value).map_err(|m| fail(e, m))?
        });
        with!("castlingQueensideFile", |e| {
            self.castling_queenside_file = parse_file(&e.value).map_err(|m| fail(e, m))?
        });
        with!("castlingRank", |e| {
            self.castling_rank = parse_rank(&e.value).map_err(|m| fail(e, m))?
        });
        for (key, colours) in [
            ("castlingKingPiece", [true, true]),
            ("castlingKingPieceWhite", [true, false]),
            ("castlingKingPieceBlack", [false, true]),
        ] {
            with!(key, |e| {
                let pt = self.single_piece(&e.value).map_err(|m| fail(e, m))?;
                for (slot, set) in self.castling_king_piece.iter_mut().zip(colours) {
                    if set {
                        *slot = pt;
                    }
                }
            });
        }
        with!("castlingRookKingsideFile", |e| {
            self.castling_rook_kingside_file = Some(parse_file(&e.value).map_err(|m| fail(e, m))?)
        });
        with!("castlingRookQueensideFile", |e| {
            self.castling_rook_queenside_file = Some(parse_file(&e.value).map_err(|m| fail(e, m))?)
        });
        self.colour_sets(s, &mut used, "castlingRookPieces", |m| {
            &mut m.castling_rook_pieces
        })?;
        with!("checking", |e| self.checking = parse_bool(e, report)?);
        with!("perpetualCheckIllegal", |e| self.perpetual_check_illegal =
            parse_bool(e, report)?);
        with!("flyingGeneral", |e| self.flying_general =
            parse_bool(e, report)?);
        with!("bikjangRule", |e| self.bikjang_rule =
            parse_bool(e, report)?);
        with!("diagonalLines", |e| {
            self.diagonal_lines = parse_region(&e.value).map_err(|m| fail(e, m))?
        });
        with!("pass", |e| self.pass = [parse_bool(e, report)?; 2]);
        with!("passWhite", |e| self.pass[0] = parse_bool(e, report)?);
        with!("passBlack", |e| self.pass[1] = parse_bool(e, report)?);
        with!("materialCounting", |e| match e.value.as_str() {
            "janggi" => self.janggi_material = true,
            "none" => self.janggi_material = false,
            _ => report.add(e.line, format!("{} = {}", e.key, e.value)),
        });
        with!("soldierPromotionRank", |e| {
            self.soldier_promotion_rank = parse_rank(&e.value).map_err(|m| fail(e, m))?
        });
        with!("mustCapture", |e| self.must_capture =
            parse_bool(e, report)?);
        for (key, colours) in [
            ("flagPiece", [true, true]),
            ("flagPieceWhite", [true, false]),
            ("flagPieceBlack", [false, true]),
        ] {
            with!(key, |e| {
                let pt = match e.value.trim() {
                    "-" | "" => None,
                    "*" => {
                        self.flag_any_piece = true;
                        None
                    }
                    v => Some(self.single_piece(v).map_err(|m| fail(e, m))?),
                };
                for (slot, set) in self.flag_piece.iter_mut().zip(colours) {
                    if set {
                        *slot = pt;
                    }
                }
            });
        }
        for (key, colours) in [
            ("flagRegion", [true, true]),
            ("flagRegionWhite", [true, false]),
            ("flagRegionBlack", [false, true]),
        ] {
            with!(key, |e| {
                let r = parse_region(&e.value).map_err(|m| fail(e, m))?;
                for (slot, set) in self.flag_region.iter_mut().zip(colours) {
                    if set {
                        *slot = r;
                    }
                }
            });
        }
        with!("flagMove", |e| self.flag_move = parse_bool(e, report)?);
        with!("flagPieceSafe", |e| self.flag_piece_safe =
            parse_bool(e, report)?);
        with!("checkCounting", |e| self.check_counting =
            parse_bool(e, report)?);
        with!("countingRule", |e| {
            self.counting_rule = match e.value.as_str() {
                "makruk" => Some("makruk"),
                "cambodian" => Some("cambodian"),
                "asean" => Some("asean"),
                "none" => None,
                other => return Err(fail(e, format!("unknown counting rule '{other}'"))),
            }
        });
        with!("gating", |e| self.gating = parse_bool(e, report)?);
        with!("cambodianMoves", |e| self.cambodian_moves =
            parse_bool(e, report)?);
        with!("seirawanGating", |e| self.seirawan_gating =
            parse_bool(e, report)?);
        with!("makpongRule", |e| self.makpong_rule =
            parse_bool(e, report)?);
        with!("pieceDrops", |e| self.piece_drops = parse_bool(e, report)?);
        with!("capturesToHand", |e| self.captures_to_hand =
            parse_bool(e, report)?);
        with!("dropLoop", |e| self.drop_loop = parse_bool(e, report)?);
        with!("firstRankPawnDrops", |e| self.first_rank_pawn_drops =
            parse_bool(e, report)?);
        with!("mustDrop", |e| self.must_drop = parse_bool(e, report)?);
        for (key, colour) in [
            ("dropRegionWhite", 0),
            ("whiteDropRegion", 0),
            ("dropRegionBlack", 1),
            ("blackDropRegion", 1),
        ] {
            with!(key, |e| {
                self.drop_region[colour] = parse_region(&e.value).map_err(|m| fail(e, m))?
            });
        }
        with!("dropOppositeColoredBishop", |e| self
            .drop_opposite_colored_bishop =
            parse_bool(e, report)?);
        with!("castlingDroppedPiece", |e| self.castling_dropped_piece =
            parse_bool(e, report)?);
        with!("chess960", |e| self.chess960 = parse_bool(e, report)?);
        with!("sittuyinRookDrop", |e| self.sittuyin_rook_drop =
            parse_bool(e, report)?);
        with!("sittuyinPromotion", |e| self.sittuyin_promotion =
            parse_bool(e, report)?);
        with!("castlingKingFile", |e| {
            self.castling_king_file = parse_file(&e.value).map_err(|m| fail(e, m))?
        });
        self.colour_sets(s, &mut used, "nMoveRuleTypes", |m| &mut m.n_move_rule_types)?;
        with!("nMoveRule", |e| {
            self.n_move_rule = parse_int(&e.value).map_err(|m| fail(e, m))?
        });
        with!("nFoldRule", |e| {
            self.n_fold_rule = parse_int(&e.value).map_err(|m| fail(e, m))?
        });
        with!("nFoldValue", |e| {
            self.n_fold_value = parse_value(&e.value).map_err(|m| fail(e, m))?
        });
        with!("stalemateValue", |e| {
            self.stalemate_value = parse_value(&e.value).map_err(|m| fail(e, m))?
        });
        with!("checkmateValue", |e| {
            self.checkmate_value = parse_value(&e.value).map_err(|m| fail(e, m))?
        });
        with!("extinctionValue", |e| {
            self.extinction_value = parse_value(&e.value).map_err(|m| fail(e, m))?
        });
        with!("extinctionClaim", |e| {
            self.extinction_claim = parse_bool(e, report)?
        });
        with!("extinctionPseudoRoyal", |e| {
            self.extinction_pseudo_royal = parse_bool(e, report)?
        });
        with!("blastImmuneTypes", |e| {
            self.blast_immune_types = self.piece_set(&e.value).map_err(|m| fail(e, m))?
        });
        with!("mutuallyImmuneTypes", |e| {
            self.mutually_immune_types = self.piece_set(&e.value).map_err(|m| fail(e, m))?
        });
        with!("blastOnCapture", |e| {
            self.blast_on_capture = parse_bool(e, report)?
        });
        with!("extinctionPieceTypes", |e| {
            self.extinction_piece_types = self.piece_set(&e.value).map_err(|m| fail(e, m))?
        });
        with!("dupleCheck", |e| self.duple_check = parse_bool(e, report)?);
        with!("shatarMateRule", |e| self.shatar_mate_rule =
            parse_bool(e, report)?);
        with!("extinctionPieceCount", |e| {
            self.extinction_piece_count = parse_int(&e.value).map_err(|m| fail(e, m))?
        });
        with!("extinctionOpponentPieceCount", |e| {
            self.extinction_opponent_piece_count = parse_int(&e.value).map_err(|m| fail(e, m))?
        });
        // Fairy-Stockfish's conclusion of a definition.
        if !self.double_step {
            self.double_step_region = [0, 0];
        }
        if self.double_step_region == [0, 0] {
            self.double_step = false;
        }
        for e in &s.entries {
            if used.contains(&e.key.as_str()) || IGNORED_KEYS.contains(&e.key.as_str()) {
                continue;
            }
            let known = KNOWN_DEFAULTS.iter().find(|(k, _)| *k == e.key);
            match known {
                Some((_, default)) if default.split('|').any(|d| d == e.value) => {}
                Some(_) => report.add(e.line, format!("{} = {}", e.key, e.value)),
                None if e.key.starts_with("mobilityRegion") => match mobility_key(&e.key) {
                    Some(key) => {
                        let region = parse_region(&e.value).map_err(|m| fail(e, m))?;
                        self.mobility_region.insert(key, region);
                    }
                    None => report.add(
                        e.line,
                        format!("{} = {} (not a Fairy-Stockfish key)", e.key, e.value),
                    ),
                },
                None => report.add(
                    e.line,
                    format!("{} = {} (not a Fairy-Stockfish key)", e.key, e.value),
                ),
            }
        }
        Ok(())
    }

    /// Reads `key`, `keyWhite` and `keyBlack` as piece sets into `target`.
    fn colour_sets<'a>(
        &mut self,
        s: &'a Section,
        used: &mut Vec<&'a str>,
        key: &'a str,
        target: impl Fn(&mut Model) -> &mut [PieceSet; 2],
    ) -> Result<(), IniError> {
        let keys = [key.to_owned(), format!("{key}White"), format!("{key}Black")];
        for (i, k) in keys.iter().enumerate() {
            if let Some(e) = s.get(k) {
                used.push(&e.key);
                let set = self.piece_set(&e.value).map_err(|message| IniError {
                    line: e.line,
                    key: e.key.clone(),
                    message,
                })?;
                let t = target(self);
                if i != 2 {
                    t[0] = set;
                }
                if i != 1 {
                    t[1] = set;
                }
            }
        }
        Ok(())
    }

    fn piece_set(&self, value: &str) -> Result<PieceSet, String> {
        let mut set = 0;
        for c in value.chars().filter(|c| !c.is_whitespace()) {
            match c {
                '-' => break,
                '*' => set |= ALL_PIECES_BIT,
                c => {
                    let pt = self
                        .pt_of_letter(c)
                        .ok_or_else(|| format!("'{c}' is not the letter of a piece of the game"))?;
                    set |= 1u128 << pt;
                }
            }
        }
        Ok(set)
    }

    /// `promotionLimit`'s `q:1 r:2`: a count per piece letter.
    fn limits(&self, value: &str) -> Result<BTreeMap<Pt, u8>, String> {
        let mut out = BTreeMap::new();
        for item in value.split_whitespace() {
            let bad = || format!("'{item}' is not a piece letter, ':' and a count");
            let (letter, count) = item.split_once(':').ok_or_else(bad)?;
            let mut chars = letter.chars();
            let (Some(c), None) = (chars.next(), chars.next()) else {
                return Err(bad());
            };
            let pt = self
                .pt_of_letter(c)
                .ok_or_else(|| format!("'{c}' is not the letter of a piece of the game"))?;
            out.insert(pt, count.parse().map_err(|_| bad())?);
        }
        Ok(out)
    }

    /// `promotionLimit` as Fairy-Stockfish writes it (`q:1 r:2`).
    fn limit_text(&self) -> String {
        self.promotion_limit
            .iter()
            .map(|(pt, n)| {
                let letter = self.letters.get(pt).map_or('?', char::to_ascii_lowercase);
                format!("{letter}:{n}")
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// The names of a region's squares, `a1` first.
    fn square_names(&self, region: Region) -> Vec<String> {
        let mut out = Vec::new();
        for r in 0..=self.max_rank {
            for f in 0..=self.max_file {
                if region & square_bit(f, r) != 0 {
                    out.push(format!("{}{}", char::from(b'a' + f as u8), r + 1));
                }
            }
        }
        out
    }

    /// A region seen from the other side: each square's rank mirrored.
    fn mirrored(&self, region: Region) -> Region {
        let mut out = 0;
        for r in 0..=self.max_rank {
            for f in 0..=self.max_file {
                if region & square_bit(f, r) != 0 {
                    out |= square_bit(f, self.max_rank - r);
                }
            }
        }
        out
    }

    /// The letters (upper case) of the piece types of `set` that the game has, as a
    /// variant file lists them.
    fn letter_strings(&self, set: PieceSet) -> Vec<String> {
        self.present(set)
            .iter()
            .filter_map(|pt| self.letters.get(pt).map(char::to_string))
            .collect()
    }

    /// A piece set as Fairy-Stockfish's keys write it (`*`, or the letters, or `-`).
    fn piece_set_text(&self, set: PieceSet) -> String {
        if set & ALL_PIECES_BIT != 0 {
            return "*".into();
        }
        let letters: String = self
            .present(set)
            .iter()
            .filter_map(|pt| self.letters.get(pt))
            .map(char::to_ascii_lowercase)
            .collect();
        if letters.is_empty() {
            "-".into()
        } else {
            letters
        }
    }

    fn single_piece(&self, value: &str) -> Result<Pt, String> {
        let mut chars = value.chars();
        match (chars.next(), chars.next()) {
            (Some(c), None) => self
                .pt_of_letter(c)
                .ok_or_else(|| format!("'{c}' is not the letter of a piece of the game")),
            _ => Err(format!("'{value}' is not one piece letter")),
        }
    }

    /// The ranks from relative rank `r` to the owner's last rank.
    fn zone(&self, colour: usize, r: u32) -> Region {
        (0..=self.max_rank)
            .filter(|&rank| {
                if colour == 0 {
                    rank >= r
                } else {
                    rank + r <= self.max_rank
                }
            })
            .fold(0, |acc, rank| acc | rank_bb(rank))
    }

    /// A piece type's `mobilityRegion` as Turnpan's `region` (White's squares), when Black's
    /// is White's seen from the other side and the piece only leaps; otherwise noted, and the
    /// piece goes anywhere.
    fn region_of(
        &self,
        pt: Pt,
        betza: &str,
        note: &mut impl FnMut(&[&str], String),
    ) -> Vec<String> {
        let board = self.board();
        let (white, black) = (
            self.mobility_region.get(&(0, pt)),
            self.mobility_region.get(&(1, pt)),
        );
        if white.is_none() && black.is_none() {
            return Vec::new();
        }
        let white = white.copied().unwrap_or(board) & board;
        let black = black.copied().unwrap_or(board) & board;
        let name = capitalized(&pt_name(pt));
        let keys = [
            format!("mobilityRegionWhite{name}"),
            format!("mobilityRegionBlack{name}"),
        ];
        let keys = [keys[0].as_str(), keys[1].as_str()];
        let mirrored = self.mirrored(white);
        let rides =
            crate::betza::parse(betza).map_or(true, |atoms| atoms.iter().any(|a| a.is_rider()));
        if mirrored != black {
            note(
                &keys,
                format!(
                    "{}/{} (Turnpan's Black region is White's seen from the other side)",
                    keys[0], keys[1]
                ),
            );
            return Vec::new();
        }
        if rides {
            note(
                &keys,
                format!(
                    "{} (only a piece that leaps keeps to a region in Turnpan)",
                    keys[0]
                ),
            );
            return Vec::new();
        }
        if white == board {
            return Vec::new();
        }
        self.square_names(white)
    }

    fn board(&self) -> Region {
        (0..=self.max_rank)
            .flat_map(|r| (0..=self.max_file).map(move |f| square_bit(f, r)))
            .fold(0, |a, b| a | b)
    }

    /// The set of piece types present (custom pieces included).
    fn present(&self, set: PieceSet) -> Vec<Pt> {
        self.letters
            .keys()
            .copied()
            .filter(|&pt| set & ALL_PIECES_BIT != 0 || set >> pt & 1 != 0)
            .collect()
    }

    /// A piece's `initial_ranks` for Fairy-Stockfish's double-step regions: whole ranks, the
    /// same counted from either side, except ranks behind the lowest one a forward-only pawn
    /// starts on (it never stands there: Horde's White steps from ranks 1 and 2, Black from its
    /// second alone). `None` when the regions say something else, or nothing.
    fn initial_rank_list(
        &self,
        regions: [Region; 2],
        starts: &[Vec<u32>; 2],
        forward_only: bool,
    ) -> Option<Vec<u8>> {
        let own = [0, 1].map(|c| full_ranks(regions[c], c, self.max_rank, self.max_file));
        let [Some(white), Some(black)] = own else {
            return None;
        };
        let mut all: Vec<u8> = white.iter().chain(&black).copied().collect();
        all.sort_unstable();
        all.dedup();
        let fits = |c: usize, set: &[u8]| {
            let floor = if forward_only {
                let rel = |r: u32| if c == 0 { r } else { self.max_rank - r };
                starts[c].iter().map(|&r| rel(r) + 1).min().unwrap_or(1)
            } else {
                1
            };
            let expected: Vec<u8> = all
                .iter()
                .copied()
                .filter(|&r| u32::from(r) >= floor)
                .collect();
            expected == set
        };
        (!all.is_empty() && fits(0, &white) && fits(1, &black)).then_some(all)
    }

    fn to_draft(
        &self,
        id: &str,
        top: &Section,
        lines: &KeyLines,
        report: &mut Report,
    ) -> Result<Draft, IniError> {
        let files = u8::try_from(self.max_file + 1).unwrap_or(u8::MAX);
        let ranks = u8::try_from(self.max_rank + 1).unwrap_or(u8::MAX);
        let board = self.board();
        let err = |keys: &[&str], message: String| IniError {
            line: lines.line(keys),
            key: keys.first().copied().unwrap_or_default().to_owned(),
            message,
        };
        let mut note = |keys: &[&str], text: String| report.add(lines.line(keys), text);

        let start = StartBoard::read(&self.start_fen, self.max_file + 1, self.max_rank + 1);
        // Pawns: the types that promote.
        let pawn_set = self.promotion_pawn_types[0] | self.promotion_pawn_types[1];
        let pawns: Vec<Pt> = self
            .present(pawn_set & !(1u128 << KING) & !ALL_PIECES_BIT)
            .into_iter()
            .filter(|&pt| pt != KING)
            .collect();
        if self.promotion_pawn_types[0] != self.promotion_pawn_types[1] {
            note(
                &["promotionPawnTypesWhite", "promotionPawnTypesBlack"],
                "promotionPawnTypesWhite/Black (different for the two sides)".into(),
            );
        }

        // Royal piece and the way the game is won.
        let mut win = "checkmate";
        let mut bare_king_loses = false;
        let mut extinction = None;
        let royal: Pt;
        let mut extinction_used = self.extinction_value != Value::None;
        // Pseudo-royal pieces (coregal's queens): with a count no board can exceed, every
        // piece of the kinds is guarded like the king, and the extinction rule never applies.
        let mut pseudo_royal: PieceSet = 0;
        let mut pseudo_royal_check = "each";
        // Without a king, pieces royal while a side has one of them (Sho shogi's king and
        // prince, Spartan chess's kings with dupleCheck).
        let last_of_kind = self.extinction_pseudo_royal
            && extinction_used
            && !self.letters.contains_key(&KING)
            && self.extinction_value == Value::Loss
            && self.extinction_piece_types & ALL_PIECES_BIT == 0
            && self.extinction_piece_count == 0
            && self.extinction_opponent_piece_count == 0
            && !self.blast_on_capture
            && !self.present(self.extinction_piece_types).is_empty();
        if last_of_kind {
            pseudo_royal = self.extinction_piece_types;
            pseudo_royal_check = if self.duple_check { "all" } else { "last" };
            extinction_used = false;
        } else if self.duple_check {
            note(
                &["dupleCheck"],
                "dupleCheck = true (Turnpan's duple check is for pseudo-royal pieces of a game \
                 without a king, extinctionPieceCount = 0)"
                    .into(),
            );
        }
        if self.extinction_pseudo_royal && extinction_used {
            let squares = i64::from((self.max_file + 1) * (self.max_rank + 1));
            let every_piece = self.extinction_value == Value::Loss
                && self.extinction_piece_types & ALL_PIECES_BIT == 0
                && self.extinction_piece_count + 1 >= squares
                && self.letters.contains_key(&KING)
                && !self.blast_on_capture;
            if every_piece {
                pseudo_royal = self.extinction_piece_types & !(1u128 << KING);
                extinction_used = false;
            } else {
                note(
                    &["extinctionPseudoRoyal"],
                    format!(
                        "extinctionPseudoRoyal = true (Turnpan guards every piece of the kinds, \
                         beside a royal king: extinctionPieceCount {} guards fewer)",
                        self.extinction_piece_count
                    ),
                );
            }
        }
        if self.letters.contains_key(&KING) {
            royal = KING;
            if extinction_used {
                // Chess's bare-king rule (Transformer's) has a word of its own.
                let bare = self.extinction_value == Value::Loss
                    && self.extinction_piece_types & ALL_PIECES_BIT != 0
                    && self.extinction_piece_count == 1
                    && self.extinction_opponent_piece_count == 0
                    && !self.extinction_claim;
                if bare {
                    bare_king_loses = true;
                } else {
                    extinction = self.extinction_form(&mut note);
                }
            }
        } else {
            let types = self.present(self.extinction_piece_types);
            // One piece a side whose loss loses is a king to capture, unless it can also be
            // blown up (no-check atomic) or a side starts with more than one (Kinglet's pawns).
            let single = |pt: Pt| {
                self.letters.get(&pt).is_some_and(|&l| {
                    start
                        .as_ref()
                        .is_some_and(|b| (0..2).all(|c| b.count_of(l, c) <= 1))
                })
            };
            let capture = pseudo_royal == 0
                && self.extinction_value == Value::Loss
                && self.extinction_piece_types & ALL_PIECES_BIT == 0
                && types.len() == 1
                && single(types[0])
                && !self.blast_on_capture
                && self.extinction_piece_count == 0
                && self.extinction_opponent_piece_count == 0;
            if pseudo_royal != 0 {
                royal = NO_ROYAL;
            } else if capture {
                royal = types[0];
                win = "royal-capture";
            } else if let Some(rule) = extinction_used
                .then(|| self.extinction_form(&mut note))
                .flatten()
            {
                // No royal piece at all (giveaway, extinction chess): the extinction rule
                // ends the game.
                royal = NO_ROYAL;
                win = "none";
                extinction = Some(rule);
            } else {
                return Err(err(
                    &["king", "extinctionPieceTypes"],
                    "no royal piece: keep the king, or name the pieces whose extinction ends \
                     the game (extinctionValue, extinctionPieceTypes)"
                        .into(),
                ));
            }
        }
        // Shatar's mate rule: a knight may not mate alone, and the run of checks that ends
        // in mate needs a shak (a check by a knight, rook or bers), or the mate is a draw.
        let mate = match (self.shatar_mate_rule, win) {
            (false, _) => None,
            (true, "checkmate") => {
                let letter = |name: &str| {
                    NAMED_PIECES
                        .iter()
                        .position(|(n, _)| *n == name)
                        .and_then(|pt| self.letters.get(&pt))
                        .map(char::to_string)
                };
                Some(FormMate {
                    not_alone: letter("knight").into_iter().collect(),
                    run_needs: ["knight", "rook", "bers"]
                        .into_iter()
                        .filter_map(letter)
                        .collect(),
                })
            }
            (true, _) => {
                note(
                    &["shatarMateRule"],
                    "shatarMateRule = true (Turnpan's [rules.mate] needs a game with check)".into(),
                );
                None
            }
        };
        let kings_may_face = !(self.flying_general && win == "checkmate");
        if self.flying_general && win != "checkmate" {
            note(
                &["flyingGeneral"],
                "flyingGeneral = true (Turnpan's facing rule needs a game with check)".into(),
            );
        }
        let mut no_checks = false;
        if !self.checking {
            if win == "checkmate" {
                no_checks = true;
            } else {
                note(
                    &["checking"],
                    "checking = false (Turnpan bans checks in checkmate games only)".into(),
                );
            }
        }
        let checkmate = match self.checkmate_value {
            Value::Loss => "win",
            Value::Win if win == "checkmate" => "loss",
            other => {
                note(
                    &["checkmateValue"],
                    format!("checkmateValue = {}", value_name(other)),
                );
                "win"
            }
        };
        let stalemate = match self.stalemate_value {
            Value::Draw => "draw",
            Value::Loss => "win",
            Value::Win => "loss",
            Value::None => {
                note(&["stalemateValue"], "stalemateValue = none".into());
                "draw"
            }
        };
        let move_rule = match u32::try_from(self.n_move_rule) {
            Ok(n) if n <= 100_000 => n * 2,
            _ => {
                note(&["nMoveRule"], format!("nMoveRule = {}", self.n_move_rule));
                100
            }
        };
        let repetition = match u8::try_from(self.n_fold_rule) {
            Ok(0) => 0,
            Ok(n) if n >= 2 => n,
            _ => {
                note(
                    &["nFoldRule"],
                    format!("nFoldRule = {} (Turnpan: 0 or 2..255)", self.n_fold_rule),
                );
                3
            }
        };
        let perpetual_check_loses = self.perpetual_check_illegal && repetition > 0;
        if self.perpetual_check_illegal && repetition == 0 {
            note(
                &["perpetualCheckIllegal"],
                "perpetualCheckIllegal = true (without a repetition rule)".into(),
            );
        }
        if self.n_fold_value != Value::Draw && repetition > 0 {
            note(
                &["nFoldValue"],
                format!("nFoldValue = {}", value_name(self.n_fold_value)),
            );
        }
        // Pawn moves restart the move rule's count unless no pawn kind is among the kinds
        // whose moves do (Pawnback: `nMoveRuleTypes = -`).
        let mut pawn_moves_restart_count = true;
        if move_rule > 0 {
            let resets = self.n_move_rule_types[0] | self.n_move_rule_types[1];
            let pawn_bits = pawns.iter().fold(0u128, |a, &p| a | 1u128 << p);
            if resets == 0 {
                pawn_moves_restart_count = false;
            } else if self.present(resets) != pawns && resets & !ALL_PIECES_BIT != pawn_bits {
                note(
                    &["nMoveRuleTypes", "pawnTypes"],
                    "nMoveRuleTypes (only pawn moves and captures reset Turnpan's move rule)"
                        .into(),
                );
            }
        }

        // Pieces.
        let mut pieces = Vec::new();
        let mut en_passant_pawn = false;
        for (&pt, &letter) in &self.letters {
            let key = pt_name(pt);
            let keys = [key.as_str()];
            if let Some((_, why)) = SPECIAL_PIECES.iter().find(|(n, _)| *n == key) {
                return Err(err(
                    &keys,
                    format!("piece '{key}' cannot be imported: {why}"),
                ));
            }
            let fsf_betza = match self.custom_betza.get(&pt) {
                Some(b) => b.clone(),
                None if pt == KING => "K".into(),
                None => NAMED_PIECES[pt].1.into(),
            };
            let translated = translate_betza(&fsf_betza)
                .map_err(|m| err(&keys, format!("Betza '{fsf_betza}': {m}")))?;
            let mut betza = translated.text;
            // The soldier steps sideways from its promotion rank on (xiangqi's river).
            let mut zone_moves = None;
            if key == "soldier" && self.soldier_promotion_rank > 0 {
                betza = "fW".into();
                let ranks = self.max_rank + 1 - self.soldier_promotion_rank.min(self.max_rank);
                zone_moves = Some((u8::try_from(ranks).unwrap_or(1), "fsW".to_owned()));
            }
            let region = self.region_of(pt, &betza, &mut note);
            let is_pawn = pawns.contains(&pt);
            // Cambodian chess: the king's knight leap to the rank ahead and the fers's double
            // step, each while its gate (its first-move right) stands.
            let cambodian = self.gating && self.cambodian_moves;
            let first_move_right = cambodian && (pt == KING || pt == named("fers"));
            if first_move_right {
                betza.push_str(if pt == KING { "imfsN" } else { "imfD" });
            }
            let mut initial_moves = translated.initial;
            if pt == PAWN {
                if self.double_step {
                    betza.push_str("ifmnD");
                    initial_moves = true;
                }
                if self.triple_step_region != [0, 0] {
                    note(
                        &["tripleStepRegionWhite", "tripleStepRegionBlack"],
                        "tripleStepRegionWhite/Black".into(),
                    );
                }
            }
            let mut initial_ranks = Vec::new();
            if let (true, Some(start)) = (initial_moves, &start) {
                let starts = [start.ranks_of(letter, 0), start.ranks_of(letter, 1)];
                let regions = self.double_step_region.map(|r| r & board);
                let matches = |c: usize| {
                    region_matches_ranks(
                        regions[c],
                        &starts[c],
                        self.max_rank,
                        c,
                        pt == PAWN,
                        self.max_file,
                    )
                };
                let listed = (!matches(0) || !matches(1))
                    .then(|| self.initial_rank_list(regions, &starts, pt == PAWN))
                    .flatten();
                if let Some(list) = listed {
                    initial_ranks = list;
                } else {
                    for (c, key) in [(0, "doubleStepRegionWhite"), (1, "doubleStepRegionBlack")] {
                        if !matches(c) {
                            note(
                                &[key, "doubleStepRank", "doubleStep"],
                                format!(
                                    "{key} (initial moves of '{letter}' apply on whole ranks, \
                                     the same counted from either side, in Turnpan)"
                                ),
                            );
                        }
                    }
                }
            }
            // The built-in pawn's own Betza carries the `e`; it takes en passant only after
            // double steps. A custom pawn marked `e` does so after its initial moves.
            let double_steps = if pt == PAWN {
                self.double_step
            } else {
                translated.en_passant && initial_moves
            };
            if is_pawn && double_steps {
                en_passant_pawn = true;
            }
            // Janggi's palace diagonals: Fairy-Stockfish gives its wazir (and a king that
            // steps as one), soldier, rook and cannon their diagonal along the lines.
            let line_moves = (self.diagonal_lines & board != 0)
                .then(|| match key.as_str() {
                    "wazir" => Some("F"),
                    "soldier" => Some("fF"),
                    "rook" => Some("B"),
                    "janggiCannon" => Some("pB"),
                    _ if pt == KING && betza == "W" => Some("F"),
                    _ => None,
                })
                .flatten()
                .map(str::to_owned);
            let no_hop_over = if key == "janggiCannon" {
                vec![letter]
            } else {
                Vec::new()
            };
            pieces.push(DraftPiece {
                letter,
                name: piece_display_name(pt, letter),
                betza,
                royal: pt == royal,
                pseudo_royal: pseudo_royal >> pt & 1 != 0,
                pawn: is_pawn && pt != royal,
                region,
                zone_moves,
                initial_ranks,
                first_move_right,
                line_moves,
                no_hop_over,
            });
        }
        if pieces.is_empty() {
            return Err(err(&["startFen"], "the game has no pieces".into()));
        }

        // En passant.
        let ep_types = self.en_passant_types[0] | self.en_passant_types[1];
        let pawns_take_ep = pawns.iter().all(|&p| ep_types >> p & 1 != 0);
        let ep_region = [
            self.en_passant_region[0] & board,
            self.en_passant_region[1] & board,
        ];
        let en_passant = en_passant_pawn && pawns_take_ep && ep_region != [0, 0];
        // White's region holds the squares White takes onto: those Black's double steps
        // pass. Each side's, counted from the side that steps, must name the same ranks.
        let mut en_passant_ranks = Vec::new();
        let ep_ranks = [
            full_ranks(ep_region[1], 0, self.max_rank, self.max_file),
            full_ranks(ep_region[0], 1, self.max_rank, self.max_file),
        ];
        let said = match &ep_ranks {
            [Some(a), Some(b)] if a == b && !a.is_empty() => Some(a.clone()),
            _ => None,
        };
        if let (true, Some(list)) = (en_passant && ep_region != [board, board], said) {
            en_passant_ranks = list;
        } else if en_passant_pawn && ep_region != [0, 0] && ep_region != [board, board] {
            note(
                &[
                    "enPassantRegion",
                    "enPassantRegionWhite",
                    "enPassantRegionBlack",
                ],
                "enPassantRegion (Turnpan's en passant applies on the whole board)".into(),
            );
        }
        // Only where some pawn can be taken en passant does it matter which pawns take.
        if en_passant_pawn && !pawns_take_ep && ep_types != 0 && ep_region != [0, 0] {
            note(
                &[
                    "enPassantTypes",
                    "enPassantTypesWhite",
                    "enPassantTypesBlack",
                ],
                "enPassantTypes (Turnpan: every pawn or none captures en passant)".into(),
            );
        }

        // Promotion.
        let mut promotion = None;
        let mut promotion_black = None;
        let mut promotion_squares = None;
        let mut promotion_optional = false;
        let mut promotion_limits = BTreeMap::new();
        if !pawns.is_empty() {
            let letters_of = |set: PieceSet| -> Vec<char> {
                self.present(set & !ALL_PIECES_BIT)
                    .into_iter()
                    .filter(|&pt| pt != royal && !pawns.contains(&pt))
                    .filter_map(|pt| self.letters.get(&pt).copied())
                    .collect()
            };
            let white = letters_of(self.promotion_piece_types[0]);
            let black = letters_of(self.promotion_piece_types[1]);
            if white != black && !black.is_empty() {
                promotion_black = Some(black.clone());
            }
            let zone = [
                last_ranks(
                    self.promotion_region[0] & board,
                    self.max_rank,
                    self.max_file,
                    0,
                ),
                last_ranks(
                    self.promotion_region[1] & board,
                    self.max_rank,
                    self.max_file,
                    1,
                ),
            ];
            let region_keys = [
                "promotionRegionWhite",
                "promotionRegionBlack",
                "promotionRank",
            ];
            let regions = [
                self.promotion_region[0] & board,
                self.promotion_region[1] & board,
            ];
            // The same last ranks for both sides are a zone of ranks; anything else is
            // given as squares (Legan, Troitzky).
            let depth = match zone {
                [Some(w), Some(b)] if w == b => w,
                _ if regions[0] != 0 && regions[1] != 0 => {
                    let black = (regions[1] != self.mirrored(regions[0]))
                        .then(|| self.square_names(regions[1]));
                    promotion_squares = Some((self.square_names(regions[0]), black));
                    0
                }
                _ => {
                    note(
                        &region_keys,
                        "promotionRegionWhite/Black (Turnpan needs a zone for each side)".into(),
                    );
                    zone[0].or(zone[1]).unwrap_or(1)
                }
            };
            if !self.mandatory_pawn_promotion {
                // Turnpan never leaves a pawn where it could not move on.
                promotion_optional = true;
                if !self.immobility_illegal {
                    note(
                        &["mandatoryPawnPromotion", "immobilityIllegal"],
                        "mandatoryPawnPromotion = false without immobilityIllegal (a Turnpan \
                         pawn must promote where it could never move again)"
                            .into(),
                    );
                }
            }
            for (pt, &count) in &self.promotion_limit {
                match self.letters.get(pt) {
                    Some(&letter)
                        if count > 0 && (white.contains(&letter) || black.contains(&letter)) =>
                    {
                        promotion_limits.insert(letter.to_string(), count);
                    }
                    _ => note(
                        &["promotionLimit"],
                        format!(
                            "promotionLimit = {} (a limit is at least 1, on a piece a pawn may \
                             become)",
                            self.limit_text()
                        ),
                    ),
                }
            }
            if (depth > 0 || promotion_squares.is_some()) && !white.is_empty() {
                promotion = Some((u8::try_from(depth).unwrap_or(1), white));
            }
        }

        // A flag region a piece wins by reaching: goal squares (Black's own when its region
        // differs), the flag piece as the goal piece when it is not the royal one, and
        // flagMove as goal_hold, flagPieceSafe as goal_safe.
        let mut goal_squares = Vec::new();
        let mut goal_squares_black = Vec::new();
        let mut goal_pieces = Vec::new();
        let mut goal_hold = false;
        let mut goal_safe = false;
        if self.flag_piece != [None, None] || self.flag_any_piece {
            let regions = [self.flag_region[0] & board, self.flag_region[1] & board];
            let flag_letter = match self.flag_piece {
                [Some(w), Some(b)] if w == b && !self.flag_any_piece => {
                    self.letters.get(&w).copied().map(|l| (w, l))
                }
                _ => None,
            };
            match flag_letter {
                Some((pt, letter)) if regions[0] != 0 && regions[1] != 0 => {
                    goal_squares = self.square_names(regions[0]);
                    if regions[1] != regions[0] {
                        goal_squares_black = self.square_names(regions[1]);
                    }
                    if pt != royal {
                        goal_pieces.push(letter.to_string());
                    }
                    goal_hold = self.flag_move;
                    goal_safe = self.flag_piece_safe;
                    if goal_safe && goal_hold {
                        // Turnpan's goal_safe does not go with goal_hold.
                        goal_safe = false;
                        note(
                            &["flagPieceSafe"],
                            "flagPieceSafe = true (Turnpan's goal_safe does not go with \
                             flagMove)"
                                .into(),
                        );
                    }
                }
                _ => note(
                    &["flagPiece", "flagRegionWhite", "flagRegionBlack"],
                    "flagPiece/flagRegion (Turnpan's goal squares are for one kind of piece, \
                     the same for both sides, and not empty for either)"
                        .into(),
                ),
            }
        }
        // Checks to win: the start FEN's checks field (`3+3`), the same for both sides.
        let mut start_fen = self.start_fen.clone();
        let mut checks_to_win = 0;
        let checks_field = start_fen
            .split_whitespace()
            .nth(4)
            .filter(|f| f.contains('+'))
            .map(str::to_owned);
        if self.check_counting {
            let same = checks_field
                .as_deref()
                .and_then(|f| f.split_once('+'))
                .and_then(|(w, b)| Some((w.parse::<u8>().ok()?, b.parse::<u8>().ok()?)))
                .filter(|&(w, b)| w == b && (1..=crate::MAX_CHECKS_TO_WIN).contains(&w));
            match (same, &checks_field) {
                (Some((n, _)), _) => checks_to_win = n,
                // Without a checks field Fairy-Stockfish lets the next check win (Kar Ouk).
                (None, None) => checks_to_win = 1,
                (None, Some(_)) => note(
                    &["checkCounting", "startFen"],
                    format!(
                        "checkCounting = true (the start FEN must give both sides the same \
                         checks, 1 to {}, as 3+3)",
                        crate::MAX_CHECKS_TO_WIN
                    ),
                ),
            }
        }
        if checks_to_win == 0 && checks_field.is_some() {
            let mut fields: Vec<&str> = start_fen.split_whitespace().collect();
            fields.remove(4);
            start_fen = fields.join(" ");
        }

        // Makruk's counting rules, naming the game's rook, khon (Fairy-Stockfish's silver) and
        // knight; Cambodian chess's rook, which takes the king's leap away.
        let letter_of = |name: &str| {
            self.letters
                .get(&named(name))
                .map(char::to_string)
                .unwrap_or_default()
        };
        let counting = self.counting_rule.map(|rule| FormCounting {
            rule: rule.into(),
            rook: letter_of("rook"),
            khon: letter_of("silver"),
            knight: letter_of("knight"),
        });
        let mut royal_right_lost_to = Vec::new();
        if self.gating && self.cambodian_moves && !letter_of("rook").is_empty() {
            royal_right_lost_to.push(letter_of("rook"));
        }
        // S-chess's gates: the hands' pieces enter where first-rank pieces first move from.
        let seirawan = self.gating && self.seirawan_gating && !self.cambodian_moves;
        if self.gating && !self.cambodian_moves && !self.seirawan_gating {
            note(
                &["gating"],
                "gating = true without seirawanGating or cambodianMoves (no gate opens)".into(),
            );
        }
        if self.seirawan_gating && !seirawan {
            note(
                &["seirawanGating"],
                "seirawanGating = true (without gating, or with cambodianMoves)".into(),
            );
        }

        // Hands.
        let drops = if self.piece_drops || seirawan {
            // Drop regions: White's squares, and Black's when not White's mirrored.
            let board = self.board();
            let regions = [self.drop_region[0] & board, self.drop_region[1] & board];
            let limited = regions != [board, board];
            let bishop = self
                .letters
                .get(&named("bishop"))
                .filter(|_| self.drop_opposite_colored_bishop);
            if self.drop_opposite_colored_bishop && bishop.is_none() {
                note(
                    &["dropOppositeColoredBishop"],
                    "dropOppositeColoredBishop = true (the game has no bishop)".into(),
                );
            }
            Some(FormDrops {
                captures_to_hand: self.captures_to_hand,
                demote_promoted: !self.drop_loop,
                pawns_on_first_rank: self.first_rank_pawn_drops,
                one_per_file: Vec::new(),
                per_file: 1,
                drop_mate_loses: Vec::new(),
                promoted: false,
                must_drop: self.must_drop,
                gating: seirawan,
                plain_drops: self.piece_drops,
                squares: limited.then(|| self.square_names(regions[0])),
                black_squares: (limited && regions[1] != self.mirrored(regions[0]))
                    .then(|| self.square_names(regions[1])),
                opposite_colours: bishop.map(char::to_string).into_iter().collect(),
                first_rank_only: self
                    .letters
                    .get(&named("rook"))
                    .filter(|_| self.sittuyin_rook_drop)
                    .map(char::to_string)
                    .into_iter()
                    .collect(),
            })
        } else {
            for (key, on) in [
                ("capturesToHand", self.captures_to_hand),
                ("dropLoop", self.drop_loop),
                ("firstRankPawnDrops", self.first_rank_pawn_drops),
                ("mustDrop", self.must_drop),
                (
                    "dropOppositeColoredBishop",
                    self.drop_opposite_colored_bishop,
                ),
                ("castlingDroppedPiece", self.castling_dropped_piece),
                ("sittuyinRookDrop", self.sittuyin_rook_drop),
            ] {
                if on {
                    note(
                        &[key],
                        format!("{key} = true (without pieceDrops: no hands)"),
                    );
                }
            }
            if let Some(open) = start_fen.find('[') {
                // Hands in the start position of a game without drops: the board alone.
                let close = start_fen[open..]
                    .find(']')
                    .map_or(start_fen.len(), |c| open + c + 1);
                start_fen.replace_range(open..close, "");
            }
            None
        };

        // Castling.
        let rights_field = start_fen
            .split_whitespace()
            .nth(2)
            .unwrap_or("-")
            .to_owned();
        let mut castling = None;
        let by_drops = self.castling_dropped_piece && self.piece_drops;
        if self.castling && (rights_field != "-" || by_drops) {
            castling = self.castling_draft(royal, start.as_ref(), &mut note);
        }
        // With Cambodian gates the field keeps the first-move rights (`DEde`).
        let gates = self.gating && self.cambodian_moves;
        if castling.is_none() && rights_field != "-" && !gates {
            let mut fields: Vec<&str> = start_fen.split_whitespace().collect();
            if fields.len() > 2 {
                fields[2] = "-";
            }
            start_fen = fields.join(" ");
        }
        // Atomic explosions: Fairy-Stockfish's blast spares its pawns.
        let explosion = match (self.blast_on_capture, &drops) {
            (false, _) => None,
            (true, Some(_)) => {
                note(
                    &["blastOnCapture"],
                    "blastOnCapture = true (Turnpan's explosions do not go with drops)".into(),
                );
                None
            }
            (true, None) => Some(FormExplosion {
                spares: self
                    .letters
                    .get(&PAWN)
                    .map(|c| vec![c.to_string()])
                    .unwrap_or_default(),
                immune: self.letter_strings(self.blast_immune_types),
            }),
        };
        if self.blast_immune_types != 0 && explosion.is_none() {
            note(
                &["blastImmuneTypes"],
                "blastImmuneTypes (without explosions)".into(),
            );
        }
        // A start position without one side's king (Horde's White); a king in hand, in a
        // game set up by drops, is there.
        let king_in_hand = self.must_drop
            && self.piece_drops
            && self.letters.get(&royal).is_some_and(|&k| {
                start_fen
                    .split_whitespace()
                    .next()
                    .and_then(|board| board.split_once('['))
                    .is_some_and(|(_, hand)| {
                        hand.contains(k.to_ascii_uppercase())
                            && hand.contains(k.to_ascii_lowercase())
                    })
            });
        let royal_optional = win == "checkmate"
            && !king_in_hand
            && self.letters.get(&royal).is_some_and(|&k| {
                start
                    .as_ref()
                    .is_some_and(|b| (0..2).any(|c| b.ranks_of(k, c).is_empty()))
            });
        let (pass, bikjang, points) = self.passing(win, royal, &mut note);
        let _ = id;
        let name = if top.name.trim().is_empty() {
            id.to_owned()
        } else {
            top.name.clone()
        };
        let mut description = format!(
            "Imported from the Fairy-Stockfish variants.ini section [{}",
            top.name
        );
        if let Some(p) = &top.parent {
            let _ = write!(description, ":{p}");
        }
        description.push(']');
        Ok(Draft {
            comments: Vec::new(),
            id: id.to_owned(),
            name,
            description,
            files,
            ranks,
            start: start_fen,
            en_passant,
            en_passant_ranks,
            pieces,
            castling,
            promotion_in_place: self.sittuyin_promotion && promotion.is_some(),
            promotion,
            promotion_black,
            promotion_squares,
            promotion_optional,
            promotion_limits,
            drops,
            diagonal_lines: self.square_names(self.diagonal_lines & self.board()),
            rules: FormRules {
                mate,
                royal_right_lost_to,
                check_freezes_king: self.makpong_rule,
                mutually_immune: self.letter_strings(self.mutually_immune_types),
                counting,
                pass,
                bikjang,
                points: points.clone(),
                win: win.into(),
                stalemate: stalemate.into(),
                checkmate: checkmate.into(),
                extinction,
                explosion,
                bare_king_loses,
                // Points decide where chess would draw for want of material (janggi).
                insufficient_material: !bare_king_loses && win == "checkmate" && points.is_none(),
                flag_needs_mating_material: !bare_king_loses
                    && win == "checkmate"
                    && points.is_none(),
                repetition,
                move_rule,
                goal_squares,
                goal_squares_black,
                checks_to_win,
                no_stranded_pieces: false,
                must_capture: self.must_capture,
                no_checks,
                goal_reply: false,
                goal_pieces,
                goal_hold,
                goal_safe,
                kings_may_face,
                perpetual_check_loses: perpetual_check_loses && win == "checkmate",
                royal_optional,
                pawn_moves_restart_count,
                pseudo_royal_check: pseudo_royal_check.into(),
            },
        })
    }

    /// `pass`, `bikjangRule` and `materialCounting = janggi` as `[rules] pass`, `bikjang`
    /// and `[rules.points]`, or notes where Turnpan cannot say them (a pass for one side
    /// only, or in a game without check and a royal piece).
    fn passing(
        &self,
        win: &str,
        royal: Pt,
        note: &mut impl FnMut(&[&str], String),
    ) -> (bool, bool, Option<FormPoints>) {
        let royal_game = win == "checkmate" && self.letters.contains_key(&royal);
        let pass = self.pass == [true; 2] && royal_game;
        if self.pass != [false; 2] && !pass {
            note(
                &["pass", "passWhite", "passBlack"],
                "pass (Turnpan's pass is for both sides, in a game with check and a king)".into(),
            );
        }
        let bikjang = self.bikjang_rule && pass && !self.flying_general;
        if self.bikjang_rule && !bikjang {
            note(
                &["bikjangRule"],
                "bikjangRule = true (Turnpan's bikjang needs passing and facing generals)".into(),
            );
        }
        let points = self.janggi_material.then(|| {
            let values = [
                ("rook", 13),
                ("janggiCannon", 7),
                ("horse", 5),
                ("janggiElephant", 3),
                ("wazir", 3),
                ("soldier", 2),
            ];
            FormPoints {
                values: values
                    .iter()
                    .filter_map(|&(name, v)| {
                        self.letters.get(&named(name)).map(|l| (l.to_string(), v))
                    })
                    .collect(),
                black_bonus: 1.5,
            }
        });
        (pass, bikjang, points)
    }

    /// Fairy-Stockfish's extinction rule as `[rules.extinction]`, or a note when the file
    /// cannot say it (a draw, counts beyond 255, no piece of the game counted).
    fn extinction_form(&self, note: &mut impl FnMut(&[&str], String)) -> Option<FormExtinction> {
        let keys = [
            "extinctionValue",
            "extinctionPieceTypes",
            "extinctionPieceCount",
            "extinctionOpponentPieceCount",
        ];
        let said = || {
            format!(
                "extinctionValue = {}, extinctionPieceTypes = {}, extinctionPieceCount = {}, \
                 extinctionOpponentPieceCount = {}",
                value_name(self.extinction_value),
                self.piece_set_text(self.extinction_piece_types),
                self.extinction_piece_count,
                self.extinction_opponent_piece_count
            )
        };
        let result = match self.extinction_value {
            Value::Loss => "loss",
            Value::Win => "win",
            Value::Draw => "draw",
            Value::None => {
                note(&keys, said());
                return None;
            }
        };
        let pieces: Vec<String> = if self.extinction_piece_types & ALL_PIECES_BIT != 0 {
            vec!["*".into()]
        } else {
            self.letter_strings(self.extinction_piece_types)
        };
        let (Ok(at_most), Ok(opponent_at_least), false) = (
            u8::try_from(self.extinction_piece_count),
            u8::try_from(self.extinction_opponent_piece_count),
            pieces.is_empty(),
        ) else {
            note(&keys, said());
            return None;
        };
        Some(FormExtinction {
            pieces,
            at_most,
            opponent_at_least,
            reply: self.extinction_claim,
            result: result.into(),
        })
    }

    /// The castling of a game whose kings and rooks enter by drops: the king from
    /// `castlingKingFile` (e) to the kingside and queenside files, with the partners on the
    /// corner files.
    fn castling_by_drops(
        &self,
        named_king: bool,
        king_letter: char,
        rooks: Vec<char>,
    ) -> Option<DraftCastling> {
        let king_file = u8::try_from(self.castling_king_file).ok()?;
        let side = |rook_file: u32, king_to: u32, rook_to: u32| {
            Some((
                u8::try_from(rook_file).ok()?,
                u8::try_from(king_to).ok()?,
                u8::try_from(rook_to).ok()?,
            ))
        };
        Some(DraftCastling {
            king_file,
            king: named_king.then_some(king_letter),
            rooks,
            rank: u8::try_from(self.castling_rank + 1).ok()?,
            short: side(
                self.max_file,
                self.castling_kingside_file,
                self.castling_kingside_file.checked_sub(1)?,
            ),
            long: side(
                0,
                self.castling_queenside_file,
                self.castling_queenside_file + 1,
            ),
            by_drops: true,
            chess960: self.chess960,
        })
    }

    fn castling_draft(
        &self,
        royal: Pt,
        start: Option<&StartBoard>,
        note: &mut impl FnMut(&[&str], String),
    ) -> Option<DraftCastling> {
        let start = start?;
        // The piece that castles: the royal king, or one named (giveaway's commoner). Only a
        // royal piece is checked for attacks on its way, in Fairy-Stockfish only its KING: a
        // royal piece of another type would castle by other rules.
        let castler = self.castling_king_piece[0];
        if self.castling_king_piece[1] != castler
            || (castler == royal && royal != KING)
            || !self.letters.contains_key(&castler)
        {
            note(
                &["castlingKingPiece", "castlingKingPieceWhite"],
                "castlingKingPiece (Turnpan castles with one piece, the royal king or one \
                 that is not royal)"
                    .into(),
            );
            return None;
        }
        let rooks = [
            self.present(self.castling_rook_pieces[0] & !ALL_PIECES_BIT),
            self.present(self.castling_rook_pieces[1] & !ALL_PIECES_BIT),
        ];
        if rooks[0] != rooks[1] || rooks[0].is_empty() {
            note(
                &["castlingRookPieces", "castlingRookPiece"],
                "castlingRookPieces (Turnpan castles with the same pieces on both sides)".into(),
            );
            return None;
        }
        let king_letter = *self.letters.get(&castler)?;
        let rook_letters: Vec<char> = rooks[0]
            .iter()
            .filter_map(|pt| self.letters.get(pt).copied())
            .collect();
        let is_rook = |c: Option<char>, colour: usize| {
            c.is_some_and(|c| {
                (c.is_ascii_uppercase() == (colour == 0))
                    && rook_letters.contains(&c.to_ascii_uppercase())
            })
        };
        // FSF's castlingRank counts from 0 on White's side; Black's is the mirror image.
        let first = self.castling_rank;
        let last = self.max_rank.checked_sub(first)?;
        // A side may start without its king (Horde's White): the other's gives the file.
        let kings = [
            start.file_of(king_letter, 0, first),
            start.file_of(king_letter, 1, last),
        ];
        // Kings and rooks still in hand (Placement chess): castling as chess's, from the
        // king's file to the board's corners, for the pieces the drops bring there.
        if kings == [None, None] && self.castling_dropped_piece && self.piece_drops {
            return self.castling_by_drops(castler != royal, king_letter, rook_letters);
        }
        let king_file = kings[0].or(kings[1])?;
        if kings.iter().flatten().any(|&f| f != king_file) {
            note(
                &["startFen"],
                "castling (the kings do not face each other on the first ranks)".into(),
            );
            return None;
        }
        let side = |towards: i32, rook_file: Option<u32>, king_to: u32| {
            let files: Vec<u32> = if towards > 0 {
                (king_file + 1..=self.max_file).rev().collect()
            } else {
                (0..king_file).collect()
            };
            // The outermost castling piece on that side, or the one on the file named.
            let found = files.into_iter().find(|&f| {
                rook_file.is_none_or(|rf| rf == f)
                    && (kings[0].is_none() || is_rook(start.at(f, first), 0))
                    && (kings[1].is_none() || is_rook(start.at(f, last), 1))
            })?;
            let rook_to = if towards > 0 {
                king_to.checked_sub(1)?
            } else {
                king_to + 1
            };
            Some((
                u8::try_from(found).ok()?,
                u8::try_from(king_to).ok()?,
                u8::try_from(rook_to).ok()?,
            ))
        };
        let short = side(
            1,
            self.castling_rook_kingside_file,
            self.castling_kingside_file,
        );
        let long = side(
            -1,
            self.castling_rook_queenside_file,
            self.castling_queenside_file,
        );
        if short.is_none() && long.is_none() {
            note(
                &["startFen"],
                "castling (no castling piece on either side of the king on the first ranks)".into(),
            );
            return None;
        }
        Some(DraftCastling {
            king_file: u8::try_from(king_file).ok()?,
            king: (castler != royal).then_some(king_letter),
            rooks: rook_letters,
            rank: u8::try_from(first + 1).ok()?,
            short,
            long,
            by_drops: self.castling_dropped_piece && self.piece_drops,
            chess960: self.chess960,
        })
    }
}

fn value_name(value: Value) -> &'static str {
    match value {
        Value::Win => "win",
        Value::Loss => "loss",
        Value::Draw => "draw",
        Value::None => "none",
    }
}

/// The key word of a piece type name: `fers` -> `Fers`, `customPiece3` -> `CustomPiece3`.
fn capitalized(name: &str) -> String {
    let mut chars = name.chars();
    chars.next().map_or_else(String::new, |c| {
        c.to_ascii_uppercase().to_string() + chars.as_str()
    })
}

/// The colour and piece type of a `mobilityRegion{White,Black}{Piece}` key.
fn mobility_key(key: &str) -> Option<(usize, Pt)> {
    let rest = key.strip_prefix("mobilityRegion")?;
    let (colour, piece) = if let Some(p) = rest.strip_prefix("White") {
        (0, p)
    } else {
        (1, rest.strip_prefix("Black")?)
    };
    (0..=KING)
        .find(|&pt| capitalized(&pt_name(pt)) == piece)
        .map(|pt| (colour, pt))
}

fn piece_display_name(pt: Pt, letter: char) -> String {
    if pt >= CUSTOM0 && pt != KING {
        return format!("Piece {letter}");
    }
    let name = pt_name(pt);
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if i == 0 {
            out.push(c.to_ascii_uppercase());
        } else if c.is_ascii_uppercase() {
            out.push(' ');
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// Keys read for engine or display purposes only: they do not change the rules.
const IGNORED_KEYS: [&str; 5] = [
    "variantTemplate",
    "pieceToCharTable",
    "pieceValueMg",
    "pieceValueEg",
    "nnueAlias",
];

/// Fairy-Stockfish keys the variant file cannot express, with the values (separated by `|`)
/// that leave chess's rules unchanged and so need no report.
const KNOWN_DEFAULTS: [(&str, &str); 77] = [
    ("chasingRule", "none"),
    ("whiteFlag", "-|"),
    ("blackFlag", "-|"),
    ("flagPieceCount", "1"),
    ("flagPieceBlockedWin", "false"),
    ("connectPieceTypes", "*"),
    ("connectHorizontal", "true"),
    ("connectVertical", "true"),
    ("connectDiagonal", "true"),
    ("connectRegion1White", "-|"),
    ("connectRegion2White", "-|"),
    ("connectRegion1Black", "-|"),
    ("connectRegion2Black", "-|"),
    ("connectNxN", "0"),
    ("collinearN", "0"),
    ("connectValue", "win"),
    ("adjudicateFullBoard", "false"),
    ("castlingWins", "-|"),
    ("pocketSize", "0"),
    ("chess960", "false"),
    ("twoBoards", "false"),
    ("promotionLimit", ""),
    ("promotedPieceType", ""),
    ("piecePromotionOnCapture", "false"),
    ("mandatoryPawnPromotion", "true"),
    ("mandatoryPiecePromotion", "false"),
    ("pieceDemotion", "false"),
    ("blastImmuneTypes", "-|"),
    ("mutuallyImmuneTypes", "-|"),
    ("petrifyOnCaptureTypes", "-|"),
    ("petrifyBlastPieces", "false"),
    ("oppositeCastling", "false"),
    ("dropChecks", "true"),
    ("mustDropType", "*"),
    ("promotionZonePawnDrops", "false"),
    ("enclosingDrop", "none"),
    ("enclosingDropStart", "-|"),
    ("dropPromoted", "false"),
    ("dropNoDoubled", "-"),
    ("dropNoDoubledCount", "1"),
    ("dropOnTop", "false"),
    ("immobilityIllegal", "false"),
    ("gating", "false"),
    ("wallingRule", "none"),
    ("wallingRegionWhite", "*"),
    ("wallingRegionBlack", "*"),
    ("wallingRegion", "*"),
    ("wallOrMove", "false"),
    ("cambodianMoves", "false"),
    ("diagonalLines", "-|"),
    ("pass", "false"),
    ("passWhite", "false"),
    ("passBlack", "false"),
    ("passOnStalemate", "false"),
    ("passOnStalemateWhite", "false"),
    ("passOnStalemateBlack", "false"),
    ("makpongRule", "false"),
    ("flyingGeneral", "false"),
    ("soldierPromotionRank", "1"),
    ("flipEnclosedPieces", "none"),
    ("nFoldValueAbsolute", "false"),
    ("perpetualCheckIllegal", "false"),
    ("moveRepetitionIllegal", "false"),
    ("stalematePieceCount", "false"),
    ("shogiPawnDropMateIllegal", "false"),
    ("bikjangRule", "false"),
    ("flagPiece", "-|*"),
    ("flagPieceWhite", "-|*"),
    ("flagPieceBlack", "-|*"),
    ("flagRegion", "-|"),
    ("flagRegionWhite", "-|"),
    ("flagRegionBlack", "-|"),
    ("flagMove", "false"),
    ("checkCounting", "false"),
    ("connectN", "0"),
    ("materialCounting", "none"),
    ("countingRule", "none"),
];

fn parse_bool(e: &Entry, report: &mut Report) -> Result<bool, IniError> {
    match e.value.as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        // Fairy-Stockfish itself reads only true and false (and any other text as false).
        "1" | "0" => {
            report.add(
                e.line,
                format!(
                    "{} = {} (read as {}; Fairy-Stockfish reads only true/false and takes \
                     any other value as false)",
                    e.key,
                    e.value,
                    e.value == "1"
                ),
            );
            Ok(e.value == "1")
        }
        v => Err(IniError {
            line: e.line,
            key: e.key.clone(),
            message: format!("'{v}' is not a boolean (true or false)"),
        }),
    }
}

fn parse_int(value: &str) -> Result<i64, String> {
    value
        .parse::<i64>()
        .map_err(|_| format!("'{value}' is not a whole number"))
}

fn parse_rank(value: &str) -> Result<u32, String> {
    match value.parse::<u32>() {
        Ok(r) if (1..=FSF_RANKS).contains(&r) => Ok(r - 1),
        _ => Err(format!("'{value}' is not a rank 1..{FSF_RANKS}")),
    }
}

fn parse_file(value: &str) -> Result<u32, String> {
    let bad = || format!("'{value}' is not a file a..l (or 1..{FSF_FILES})");
    if let Ok(n) = value.parse::<u32>() {
        return (1..=FSF_FILES).contains(&n).then(|| n - 1).ok_or_else(bad);
    }
    let mut chars = value.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c.is_ascii_lowercase() && u32::from(c) - u32::from('a') < FSF_FILES => {
            Ok(u32::from(c) - u32::from('a'))
        }
        _ => Err(bad()),
    }
}

fn parse_value(value: &str) -> Result<Value, String> {
    match value {
        "win" => Ok(Value::Win),
        "loss" => Ok(Value::Loss),
        "draw" => Ok(Value::Draw),
        "none" => Ok(Value::None),
        _ => Err(format!("'{value}' is not win, loss, draw or none")),
    }
}

/// A region: `*3` (a rank), `c*` (a file), `e4` (a square), separated by spaces; `-` ends it.
fn parse_region(value: &str) -> Result<Region, String> {
    let mut region = 0;
    for word in value.split_whitespace() {
        if word == "-" {
            break;
        }
        let bad = || format!("'{word}' is not a rank (*3), a file (c*) or a square (e4)");
        if let Some(rank) = word.strip_prefix('*') {
            region |= rank_bb(parse_rank(rank).map_err(|_| bad())?);
        } else if let Some(file) = word.strip_suffix('*') {
            region |= file_bb(parse_file(&file.to_ascii_lowercase()).map_err(|_| bad())?);
        } else {
            let mut chars = word.chars();
            let file = chars.next().ok_or_else(bad)?;
            let file = parse_file(&file.to_ascii_lowercase().to_string()).map_err(|_| bad())?;
            let rank = parse_rank(chars.as_str()).map_err(|_| bad())?;
            region |= square_bit(file, rank);
        }
    }
    Ok(region)
}

/// If `region` is exactly the owner's last N ranks of the board, N (0 for an empty region).
fn last_ranks(region: Region, max_rank: u32, max_file: u32, colour: usize) -> Option<u32> {
    let full = |rank: u32| (0..=max_file).all(|f| region & square_bit(f, rank) != 0);
    let any = |rank: u32| (0..=max_file).any(|f| region & square_bit(f, rank) != 0);
    let rel = |n: u32| if colour == 0 { max_rank - n } else { n };
    let depth = (0..=max_rank).take_while(|&n| full(rel(n))).count() as u32;
    let rest_empty = (depth..=max_rank).all(|n| !any(rel(n)));
    rest_empty.then_some(depth)
}

/// Whether a double-step region is exactly the whole ranks a piece starts on. For the pawn
/// (which never moves back), ranks behind its lowest start rank do not matter.
/// The ranks, counted from `colour`'s side (1 is its first), of a region made of whole
/// ranks; `None` when a rank is partly in it.
fn full_ranks(region: Region, colour: usize, max_rank: u32, max_file: u32) -> Option<Vec<u8>> {
    let mut out = Vec::new();
    for rank in 0..=max_rank {
        let row = (0..=max_file)
            .filter(|&f| region & square_bit(f, rank) != 0)
            .count();
        if row == 0 {
            continue;
        }
        if row != max_file as usize + 1 {
            return None;
        }
        let own = if colour == 0 { rank } else { max_rank - rank };
        out.push(u8::try_from(own + 1).ok()?);
    }
    out.sort_unstable();
    Some(out)
}

fn region_matches_ranks(
    region: Region,
    ranks: &[u32],
    max_rank: u32,
    colour: usize,
    forward_only: bool,
    max_file: u32,
) -> bool {
    if ranks.is_empty() {
        return true;
    }
    let rel = |r: u32| if colour == 0 { r } else { max_rank - r };
    let lowest = ranks.iter().map(|&r| rel(r)).min().unwrap_or(0);
    (0..=max_rank).all(|rank| {
        let squares: Vec<bool> = (0..=max_file)
            .map(|f| region & square_bit(f, rank) != 0)
            .collect();
        if forward_only && rel(rank) < lowest {
            return true;
        }
        let want = ranks.contains(&rank);
        squares.iter().all(|&s| s == want)
    })
}

/// The start position's board, as far as the importer needs it.
struct StartBoard {
    /// `(file, rank, letter)` of every piece.
    pieces: Vec<(u32, u32, char)>,
}

impl StartBoard {
    fn read(fen: &str, files: u32, ranks: u32) -> Option<StartBoard> {
        let placement = fen.split_whitespace().next()?;
        let placement = placement.split('[').next()?;
        let rows: Vec<&str> = placement.split('/').collect();
        if rows.len() != ranks as usize {
            return None;
        }
        let mut pieces = Vec::new();
        for (row, text) in rows.iter().enumerate() {
            let rank = ranks - 1 - row as u32;
            let mut file = 0u32;
            let mut digits = String::new();
            for c in text.chars().chain(std::iter::once(' ')) {
                if c.is_ascii_digit() {
                    digits.push(c);
                    continue;
                }
                if !digits.is_empty() {
                    file += digits.parse::<u32>().ok()?;
                    digits.clear();
                }
                if c.is_ascii_alphabetic() {
                    pieces.push((file, rank, c));
                    file += 1;
                }
            }
            if file > files {
                return None;
            }
        }
        Some(StartBoard { pieces })
    }

    fn at(&self, file: u32, rank: u32) -> Option<char> {
        self.pieces
            .iter()
            .find(|&&(f, r, _)| f == file && r == rank)
            .map(|&(_, _, c)| c)
    }

    /// The file of the piece `letter` of `colour` on `rank`, if there is exactly one.
    fn file_of(&self, letter: char, colour: usize, rank: u32) -> Option<u32> {
        let want = if colour == 0 {
            letter.to_ascii_uppercase()
        } else {
            letter.to_ascii_lowercase()
        };
        let mut found = self
            .pieces
            .iter()
            .filter(|&&(_, r, c)| r == rank && c == want);
        let first = found.next()?;
        found.next().is_none().then_some(first.0)
    }

    /// The ranks where pieces `letter` of `colour` stand.
    /// The `(file, rank, letter)` of `colour`'s pieces of `letter`.
    fn pieces_of(&self, letter: char, colour: usize) -> impl Iterator<Item = &(u32, u32, char)> {
        let want = if colour == 0 {
            letter.to_ascii_uppercase()
        } else {
            letter.to_ascii_lowercase()
        };
        self.pieces.iter().filter(move |p| p.2 == want)
    }

    /// How many pieces of `letter` `colour` has.
    fn count_of(&self, letter: char, colour: usize) -> usize {
        self.pieces_of(letter, colour).count()
    }

    fn ranks_of(&self, letter: char, colour: usize) -> Vec<u32> {
        let mut ranks: Vec<u32> = self.pieces_of(letter, colour).map(|p| p.1).collect();
        ranks.sort_unstable();
        ranks.dedup();
        ranks
    }
}

// ---------------------------------------------------------------------------------------
// Betza

/// How a move of Fairy-Stockfish's model travels.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
enum Travel {
    /// A leap (lame: the squares in between must be empty).
    Step { lame: bool },
    /// A slide of at most `n` steps (0: unlimited).
    Slide(u8),
    /// Over a hurdle: cannon-like (`p`) or landing just behind it (`g`).
    Hop { grasshopper: bool },
}

struct Translated {
    text: String,
    /// Some move is initial-only (`i`).
    initial: bool,
    /// The text marked en passant (`e`).
    en_passant: bool,
}

/// Fairy-Stockfish's directions: for an atom `(p, q)` the eight images, each with the
/// direction names that select it.
fn fsf_images(p: i8, q: i8) -> [((i8, i8), &'static [&'static str]); 8] {
    [
        ((q, p), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-q, -p), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((p, -q), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-p, q), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((p, q), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-p, -q), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((q, -p), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-q, p), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ]
}

fn fsf_atoms(letter: char) -> Option<(&'static [(i8, i8)], bool)> {
    Some(match letter {
        'W' => (&[(1, 0)], false),
        'F' => (&[(1, 1)], false),
        'D' => (&[(2, 0)], false),
        'N' => (&[(2, 1)], false),
        'A' => (&[(2, 2)], false),
        'H' => (&[(3, 0)], false),
        'L' | 'C' => (&[(3, 1)], false),
        'J' | 'Z' => (&[(3, 2)], false),
        'G' => (&[(3, 3)], false),
        'K' => (&[(1, 0), (1, 1)], false),
        'R' => (&[(1, 0)], true),
        'B' => (&[(1, 1)], true),
        'Q' => (&[(1, 0), (1, 1)], true),
        _ => return None,
    })
}

/// One move vector of a piece: `(vector, travel, initial, capture)` → kept in order.
type MoveKey = ((i8, i8), u8, bool, bool);

/// Reads Fairy-Stockfish's Betza and writes the same moves in Turnpan's.
fn translate_betza(fsf: &str) -> Result<Translated, String> {
    // Fairy-Stockfish keeps, per (initial, modality, kind of move, direction), one distance;
    // a later atom overwrites an earlier one.
    let mut table: Vec<(MoveKey, i32)> = Vec::new();
    let chars: Vec<char> = fsf.chars().collect();
    let mut en_passant = false;
    let mut modalities: Vec<bool> = Vec::new(); // true: capture
    let (mut hopper, mut lame, mut initial) = (false, false, false);
    let mut distance: i32 = 0;
    let mut directions: Vec<String> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let column = i + 1;
        match c {
            'm' => modalities.push(false),
            'c' => modalities.push(true),
            'p' => hopper = true,
            'g' => {
                hopper = true;
                distance = 1;
            }
            'n' => lame = true,
            'i' => initial = true,
            'e' => en_passant = true,
            'f' | 'b' | 'v' | 'h' | 'r' | 'l' | 's' => {
                let vertical = |x: char| "fbvh".contains(x);
                let horizontal = |x: char| "rlsh".contains(x);
                match chars.get(i + 1) {
                    Some(&c2)
                        if c2 == c
                            || (vertical(c) && horizontal(c2))
                            || (horizontal(c) && vertical(c2)) =>
                    {
                        directions.push(format!("{c}{c2}"));
                        i += 1;
                    }
                    _ => directions.push(format!("{c}{c}")),
                }
            }
            _ => {
                let Some((atoms, mut rider)) = fsf_atoms(c) else {
                    return Err(format!(
                        "column {column}: '{c}' is not a Betza atom or modifier known here"
                    ));
                };
                if let Some(&next) = chars.get(i + 1) {
                    if next.is_ascii_digit() || next == c {
                        rider = true;
                        if let Some(d) = next.to_digit(10) {
                            distance = d as i32;
                        }
                        i += 1;
                    }
                }
                if chars.get(i + 1).is_some_and(char::is_ascii_digit) {
                    return Err(format!("column {}: a range of more than one digit", i + 1));
                }
                if !rider && lame {
                    distance = -1;
                }
                let mods = if modalities.is_empty() {
                    vec![false, true]
                } else {
                    modalities.clone()
                };
                for &(p, q) in atoms {
                    let mut dirs: Vec<String> = Vec::new();
                    for d in &directions {
                        let b = d.as_bytes();
                        if atoms.len() == 1 && q == 0 && b[0] != b[1] {
                            dirs.push(format!("{0}{0}", char::from(b[0])));
                            dirs.push(format!("{0}{0}", char::from(b[1])));
                        } else {
                            dirs.push(d.clone());
                        }
                    }
                    for &capture in &mods {
                        let kind = if hopper {
                            2
                        } else if rider {
                            1
                        } else {
                            0
                        };
                        for (v, names) in fsf_images(p, q) {
                            if dirs.is_empty()
                                || names.iter().any(|n| dirs.contains(&(*n).to_string()))
                            {
                                let key = (v, kind, initial, capture);
                                match table.iter_mut().find(|(k, _)| *k == key) {
                                    Some(slot) => slot.1 = distance,
                                    None => table.push((key, distance)),
                                }
                            }
                        }
                    }
                }
                modalities.clear();
                directions.clear();
                hopper = false;
                lame = false;
                initial = false;
                distance = 0;
            }
        }
        i += 1;
    }
    if !modalities.is_empty() || !directions.is_empty() || hopper || lame || initial {
        return Err("modifiers without an atom after them".into());
    }
    // Turnpan's view of each move.
    let mut moves: Vec<((i8, i8), Travel, bool, bool)> = Vec::new();
    for ((v, kind, initial, capture), dist) in table {
        let travel = match kind {
            0 => Travel::Step {
                lame: dist == -1 && (v.0.abs() > 1 || v.1.abs() > 1),
            },
            1 => match dist {
                0 => Travel::Slide(0),
                1 => Travel::Step { lame: false },
                n => Travel::Slide(u8::try_from(n).map_err(|_| "bad range".to_owned())?),
            },
            _ => match dist {
                0 => Travel::Hop { grasshopper: false },
                1 => Travel::Hop { grasshopper: true },
                n => return Err(format!("a hopper limited to {n} squares")),
            },
        };
        if let Travel::Step { lame: true } = travel {
            // Both step towards the destination along the longer axis, diagonally once the
            // two are equal; Fairy-Stockfish has no lame leap of four squares or more.
            let (a, b) = (v.0.abs(), v.1.abs());
            if a.max(b) > 3 {
                return Err(format!(
                    "a lame ('n') leap ({a},{b}) longer than three squares"
                ));
            }
        }
        if initial && capture {
            return Err(
                "an initial ('i') move that may capture: only move-only initial \
                        moves (im) are imported"
                    .into(),
            );
        }
        if !moves.contains(&(v, travel, initial, capture)) {
            moves.push((v, travel, initial, capture));
        }
    }
    if moves.is_empty() {
        return Err("no moves".into());
    }
    let text = write_turnpan(&moves)?;
    // Check: Turnpan reads the text back as the same moves.
    let expected = expand_expected(&moves);
    let got = expand_turnpan(&text).map_err(|e| format!("internal translation error: {e}"))?;
    if expected != got {
        return Err(format!(
            "cannot be said in Turnpan's Betza (the closest text, '{text}', moves differently)"
        ));
    }
    Ok(Translated {
        initial: moves.iter().any(|m| m.2),
        text,
        en_passant,
    })
}

type Flat = ((i8, i8), u8, u8, bool, bool, u8);

fn travel_code(t: Travel) -> (u8, u8, bool) {
    // (range, hop: 0 none / 1 cannon / 2 grasshopper, lame)
    match t {
        Travel::Step { lame } => (1, 0, lame),
        Travel::Slide(n) => (n, 0, false),
        Travel::Hop { grasshopper } => (0, if grasshopper { 2 } else { 1 }, false),
    }
}

fn expand_expected(moves: &[((i8, i8), Travel, bool, bool)]) -> Vec<Flat> {
    // Merge move and capture halves into one modality per (vector, travel, initial).
    let mut out: Vec<Flat> = Vec::new();
    for &(v, t, initial, capture) in moves {
        let (range, hop, lame) = travel_code(t);
        let bit = if capture { 2 } else { 1 };
        match out
            .iter_mut()
            .find(|f| f.0 == v && f.1 == range && f.2 == hop && f.3 == lame && f.4 == initial)
        {
            Some(f) => f.5 |= bit,
            None => out.push((v, range, hop, lame, initial, bit)),
        }
    }
    out.sort_unstable();
    out
}

fn expand_turnpan(text: &str) -> Result<Vec<Flat>, crate::betza::BetzaError> {
    use crate::betza::{Hop, Modality};
    let mut out = Vec::new();
    for atom in crate::betza::parse(text)? {
        let hop = match atom.hop {
            Hop::None => 0,
            Hop::Cannon => 1,
            Hop::Grasshopper => 2,
        };
        let modality = match atom.modality {
            Modality::MoveOnly => 1,
            Modality::CaptureOnly => 2,
            Modality::Both => 3,
        };
        for &v in &atom.steps {
            out.push((v, atom.range, hop, atom.lame, atom.initial, modality));
        }
    }
    out.sort_unstable();
    Ok(out)
}

/// Turnpan's atom letter for a step vector.
fn shape_letter(v: (i8, i8)) -> Option<char> {
    let (a, b) = (v.0.abs().max(v.1.abs()), v.0.abs().min(v.1.abs()));
    Some(match (a, b) {
        (1, 0) => 'W',
        (1, 1) => 'F',
        (2, 0) => 'D',
        (2, 1) => 'N',
        (2, 2) => 'A',
        (3, 0) => 'H',
        (3, 1) => 'C',
        (3, 2) => 'Z',
        (3, 3) => 'G',
        _ => return None,
    })
}

/// Writes moves (each vector once per travel, initial and modality) in Turnpan's Betza.
fn write_turnpan(moves: &[((i8, i8), Travel, bool, bool)]) -> Result<String, String> {
    // Group by (letter, travel, initial, modality), in order of first appearance.
    type Group = (char, Travel, bool, u8, Vec<(i8, i8)>);
    let mut merged: Vec<((i8, i8), Travel, bool, u8)> = Vec::new();
    for &(v, t, initial, capture) in moves {
        let bit = if capture { 2 } else { 1 };
        match merged
            .iter_mut()
            .find(|m| m.0 == v && m.1 == t && m.2 == initial)
        {
            Some(m) => m.3 |= bit,
            None => merged.push((v, t, initial, bit)),
        }
    }
    let mut groups: Vec<Group> = Vec::new();
    for (v, t, initial, modality) in merged {
        let letter = shape_letter(v).ok_or_else(|| format!("no atom for the step {v:?}"))?;
        match groups
            .iter_mut()
            .find(|g| g.0 == letter && g.1 == t && g.2 == initial && g.3 == modality)
        {
            Some(g) => g.4.push(v),
            None => groups.push((letter, t, initial, modality, vec![v])),
        }
    }
    let mut atoms: Vec<(String, String)> = Vec::new(); // (prefix, body)
    for (letter, travel, initial, modality, vectors) in &groups {
        // Turnpan's order, as in the built-in files: initial, directions, modality, then
        // lame / hop (`ifmnD`, `fcF`, `mRcpR`).
        let mut prefix = String::new();
        if *initial {
            prefix.push('i');
        }
        prefix.push_str(&direction_prefix(*letter, vectors)?);
        match modality {
            1 => prefix.push('m'),
            2 => prefix.push('c'),
            _ => {}
        }
        let plain = match letter {
            'W' => "R".to_owned(),
            'F' => "B".to_owned(),
            l => format!("{l}{l}"),
        };
        let body = match travel {
            Travel::Step { lame } => {
                if *lame {
                    prefix.push('n');
                }
                letter.to_string()
            }
            Travel::Slide(0) => plain,
            Travel::Slide(n) => match letter {
                'W' => format!("R{n}"),
                'F' => format!("B{n}"),
                l => format!("{l}{n}"),
            },
            Travel::Hop { grasshopper } => {
                prefix.push(if *grasshopper { 'g' } else { 'p' });
                match letter {
                    'W' => "R".into(),
                    'F' => "B".into(),
                    l => l.to_string(),
                }
            }
        };
        atoms.push((prefix, body));
    }
    // W and F leaps, or R and B slides, with the same (empty) prefix: K and Q.
    for (a, b, both) in [("W", "F", "K"), ("R", "B", "Q")] {
        if let (Some(i), Some(j)) = (
            atoms.iter().position(|x| x.0.is_empty() && x.1 == a),
            atoms.iter().position(|x| x.0.is_empty() && x.1 == b),
        ) {
            atoms[i.min(j)].1 = both.into();
            atoms.remove(i.max(j));
        }
    }
    Ok(atoms.into_iter().map(|(p, b)| p + &b).collect())
}

/// Turnpan's direction letters selecting exactly `vectors` of an atom, or an error.
fn direction_prefix(letter: char, vectors: &[(i8, i8)]) -> Result<String, String> {
    let steps = |dirs: &str| -> Vec<(i8, i8)> {
        crate::betza::parse(&format!("{dirs}{letter}"))
            .map(|atoms| atoms.into_iter().flat_map(|a| a.steps).collect())
            .unwrap_or_default()
    };
    let all = steps("");
    if all.iter().all(|v| vectors.contains(v)) {
        return Ok(String::new());
    }
    // Candidate groups, the larger first; written pairs first, then single letters with the
    // verticals last, so that no vertical letter is followed by a horizontal one by accident.
    let mut candidates: Vec<(&str, Vec<(i8, i8)>)> =
        ["f", "b", "l", "r", "v", "s", "fl", "fr", "bl", "br"]
            .into_iter()
            .map(|d| (d, steps(d)))
            .filter(|(_, s)| !s.is_empty() && s.iter().all(|v| vectors.contains(v)))
            .collect();
    candidates.sort_by_key(|(_, s)| std::cmp::Reverse(s.len()));
    let mut covered: Vec<(i8, i8)> = Vec::new();
    let mut chosen: Vec<&str> = Vec::new();
    for (d, s) in &candidates {
        if s.iter().any(|v| !covered.contains(v)) {
            covered.extend(s);
            chosen.push(d);
        }
    }
    if vectors.iter().any(|v| !covered.contains(v)) {
        return Err(format!(
            "the {} moves {vectors:?} cannot be selected with Turnpan's direction letters",
            letter
        ));
    }
    let order = ["fl", "fr", "bl", "br", "l", "r", "s", "v", "f", "b"];
    Ok(order
        .iter()
        .filter(|d| chosen.contains(d))
        .copied()
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn betza(fsf: &str) -> String {
        translate_betza(fsf)
            .unwrap_or_else(|e| panic!("{fsf}: {e}"))
            .text
    }

    #[test]
    fn named_pieces_translate_to_plain_betza() {
        assert_eq!(betza("N"), "N");
        assert_eq!(betza("Q"), "Q");
        assert_eq!(betza("K"), "K");
        assert_eq!(betza("fmWfceF"), "fmWfcF");
        assert_eq!(betza("mRcpR"), "mRcpR");
        assert_eq!(betza("gQ"), "gRgB");
        assert_eq!(betza("NN"), "NN");
        assert_eq!(betza("FfW"), "FfW");
        assert_eq!(betza("RN"), "RN");
    }

    #[test]
    fn fsf_direction_pairs_are_read_as_fsf_reads_them() {
        // rf and fr both name the forward-right diagonal of a ferz.
        assert_eq!(betza("rfF"), betza("frF"));
        // fs on an orthogonal atom splits: forward and sideways.
        assert_eq!(expand_turnpan(&betza("fsW")).unwrap().len(), 3);
        // Fairy-Stockfish's f on a knight is the two narrow forward moves (the shogi
        // knight), which Turnpan's Betza cannot single out; v and s it can.
        assert_eq!(betza("vN"), "vN");
        assert_eq!(betza("sN"), "sN");
        assert!(translate_betza("fN").is_err());
        assert!(translate_betza("rfN").is_err());
        assert!(translate_betza("icD").is_err());
        assert!(translate_betza("fX").is_err());
        assert!(translate_betza("R12").is_err());
        assert!(translate_betza("fm").is_err());
    }

    fn error(text: &str) -> IniError {
        match import_ini(text, None) {
            Ok(out) => panic!("imported, expected an error:\n{}", out.toml),
            Err(e) => e,
        }
    }

    #[test]
    fn a_line_that_is_no_key_names_its_line() {
        let e = error("# a comment\n[x:chess]\nmaxFile = j\ncastling false\n");
        assert_eq!((e.line, e.key.as_str()), (4, "castling false"));
        assert!(e.message.contains("key = value"), "{e}");
        assert!(
            e.to_string()
                .starts_with("variants.ini line 4, key 'castling false': "),
            "{e}"
        );
        let e = error("maxFile = j\n[x:chess]\n");
        assert_eq!((e.line, e.key.as_str()), (1, "maxFile"));
        let e = error("[x:chess\nmaxFile = j\n");
        assert_eq!(e.line, 1, "{e}");
        let e = error("[x:chess]\n= 3\n");
        assert_eq!(e.line, 2, "{e}");
    }

    #[test]
    fn a_bad_value_names_its_line_and_key() {
        let e = error("[x:chess]\nstartFen = 8/8/8/8/8/8/8/4K2k w - - 0 1\ncastling = maybe\n");
        assert_eq!((e.line, e.key.as_str()), (3, "castling"));
        assert!(e.message.contains("'maybe' is not a boolean"), "{e}");
        let e = error("[x:chess]\nmaxRank = 11\n");
        assert_eq!((e.line, e.key.as_str()), (2, "maxRank"));
        let e = error("[x:chess]\npromotionPieceTypes = qz\n");
        assert_eq!((e.line, e.key.as_str()), (2, "promotionPieceTypes"));
        assert!(e.message.contains("'z'"), "{e}");
        let e = error("[x:chess]\npromotionRegionWhite = *8 k9x\n");
        assert_eq!((e.line, e.key.as_str()), (2, "promotionRegionWhite"));
        let e = error("[x:chess]\nstalemateValue = lose\n");
        assert_eq!((e.line, e.key.as_str()), (2, "stalemateValue"));
        let e = error("[x:chess]\ncustomPiece1 = a\n");
        assert_eq!((e.line, e.key.as_str()), (2, "customPiece1"));
        // A start position that does not fit the board blames startFen.
        let e = error("[x:chess]\nmaxRank = 10\n\nstartFen = 4k3/8/8/8/8/8/8/4K3 w - - 0 1\n");
        assert_eq!((e.line, e.key.as_str()), (4, "startFen"));
        assert!(e.message.contains("8 ranks given"), "{e}");
    }

    #[test]
    fn an_unknown_parent_names_the_header() {
        let e = error("\n[x:nosuchgame]\nmaxFile = j\n");
        assert_eq!((e.line, e.key.as_str()), (2, "[x:nosuchgame]"));
        assert!(e.message.contains("unknown parent 'nosuchgame'"), "{e}");
        // A built-in the importer does not reproduce says so.
        let e = error("[y:shogi]\n");
        assert_eq!((e.line, e.key.as_str()), (1, "[y:shogi]"));
        assert!(e.message.contains("does not reproduce"), "{e}");
        // A parent must come before its child.
        let e = error_in("[a:b]\n[b:chess]\n", "a");
        assert_eq!((e.line, e.key.as_str()), (1, "[a:b]"));
        assert!(e.message.contains("'b'"), "{e}");
        // Built-in names cannot be redefined.
        let e = error("[capablanca:chess]\n");
        assert_eq!((e.line, e.key.as_str()), (1, "[capablanca]"));
        let e = error_in("[x:chess]\n", "y");
        assert!(e.message.contains("no section [y]"), "{e}");
    }

    #[test]
    fn janggi_keys_become_fields() {
        let out = import_ini("[j:janggi]\n", None).unwrap();
        assert!(out.unsupported.is_empty(), "{:?}", out.unsupported);
        for line in [
            "diagonal_lines = [",
            "line_moves = \"pB\"",
            "no_hop_over = [\"C\"]",
            "pass = true",
            "bikjang = true",
            "black_bonus = 1.5",
        ] {
            assert!(out.toml.contains(line), "{line}:\n{}", out.toml);
        }
        // A pass for one side only, and with it the bikjang, are named, not dropped.
        let out = import_ini("[j:janggi]\npassBlack = false\n", None).unwrap();
        let keys: Vec<&str> = out
            .unsupported
            .iter()
            .map(|u| u.split(" (").next().unwrap_or(u))
            .collect();
        assert_eq!(
            keys,
            ["pass", "bikjangRule = true"],
            "{:?}",
            out.unsupported
        );
        assert!(
            crate::Variant::from_toml("j.toml", &out.toml).is_ok(),
            "{}",
            out.toml
        );
        // The janggi elephant's lame zebra reads as Turnpan's.
        assert_eq!(betza("nZ"), "nZ");
    }

    fn error_in(text: &str, section: &str) -> IniError {
        import_ini(text, Some(section)).unwrap_err()
    }

    #[test]
    fn a_bad_betza_names_the_piece_line() {
        let ini = "[x:chess]\ncustomPiece1 = a:QX\nstartFen = 4k3/8/8/8/8/8/8/A3K3 w - - 0 1\n";
        let e = error(ini);
        assert_eq!((e.line, e.key.as_str()), (2, "customPiece1"));
        assert!(e.message.contains("Betza 'QX'"), "{e}");
        assert!(e.message.contains("column 2"), "{e}");
        // Moves Turnpan's Betza cannot say are refused the same way.
        let e = error("[x:chess]\n\ncustomPiece2 = s:fN\n");
        assert_eq!((e.line, e.key.as_str()), (3, "customPiece2"));
        let e = error("[x:chess]\nking = k:\n");
        assert_eq!((e.line, e.key.as_str()), (2, "king"));
    }

    /// Perft of an imported section from a FEN (the start position when `None`).
    fn imported_perft(ini: &str, fen: Option<&str>, depth: u32) -> u64 {
        let out = import_ini(ini, None).unwrap();
        assert!(out.unsupported.is_empty(), "{:?}", out.unsupported);
        let variant = crate::Variant::from_toml("x.toml", &out.toml).unwrap();
        let rules = crate::GameRules::compile(variant);
        let pos = match fen {
            Some(fen) => rules.from_fen(fen).unwrap(),
            None => rules.start(),
        };
        crate::Game::perft(&pos, depth)
    }

    #[test]
    fn sides_castling_partners_and_ranks_are_imported() {
        // Counts of Fairy-Stockfish's own perft suite (chigorin, perfect, shako).
        let chigorin = "[c:chess]\nchancellor = c\n\
            startFen = rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1\n\
            promotionPieceTypesWhite = crn\npromotionPieceTypesBlack = qrb\n";
        assert_eq!(imported_perft(chigorin, None, 3), 11_408);
        assert_eq!(
            imported_perft(chigorin, Some("8/1k5P/8/8/8/3K4/p7/8 b - - 0 1"), 2),
            117
        );
        let perfect = "[p:chess]\nchancellor = c\narchbishop = m\namazon = g\n\
            startFen = cmqgkbnr/pppppppp/8/8/8/8/PPPPPPPP/CMQGKBNR w KQkq - 0 1\n\
            promotionPieceTypes = gcmqrbn\ncastlingRookPieces = rc\n";
        let fen = "c3k2r/pppppppp/8/8/8/8/PPPPPPPP/C3K2R w KQkq - 0 1";
        assert_eq!(imported_perft(perfect, Some(fen), 3), 17_500);
        let shako = "[s:chess]\nmaxRank = 10\nmaxFile = j\nfersAlfil = e\ncannon = c\n\
            startFen = c8c/ernbqkbnre/pppppppppp/10/10/10/10/PPPPPPPPPP/ERNBQKBNRE/C8C w KQkq - 0 1\n\
            promotionPieceTypes = qrbnce\npromotionRegionWhite = *10\npromotionRegionBlack = *1\n\
            castlingKingsideFile = h\ncastlingQueensideFile = d\ncastlingRookKingsideFile = i\n\
            castlingRookQueensideFile = b\ncastlingRank = 2\n\
            doubleStepRegionWhite = *3\ndoubleStepRegionBlack = *8\n";
        let fen = "10/rr3k4/ppppp5/10/10/10/10/6PPPP/5K2RR/10 w Kq - 0 1";
        assert_eq!(imported_perft(shako, Some(fen), 2), 460);
    }

    #[test]
    fn kingless_pseudo_royal_pieces_and_duple_check_are_imported() {
        // Spartan chess as Fairy-Stockfish defines it, and its perft suite's counts.
        let spartan = "[sp:threekings]\nbers = g\narchbishop = w\n\
            customPiece1 = h:fmFfcWimA\ncustomPiece2 = l:FAsmW\ncustomPiece3 = c:WD\n\
            startFen = lgkcckwl/hhhhhhhh/8/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1\n\
            promotionPawnTypesBlack = h\nnMoveRuleTypesBlack = h\n\
            promotionPieceTypesBlack = kgwlc\npromotionLimit = k:2\n\
            enPassantRegionWhite = -\nenPassantRegionBlack = -\nextinctionPieceCount = 0\n\
            extinctionPseudoRoyal = true\ndupleCheck = true\n";
        let out = import_ini(spartan, None).unwrap();
        assert!(
            out.toml.contains("pseudo_royal_check = \"all\""),
            "{}",
            out.toml
        );
        // Turnpan promotes every pawn kind for both sides: White's hoplites (none from the
        // start) would promote too. Nothing else is left out.
        assert_eq!(
            out.unsupported,
            ["promotionPawnTypesWhite/Black (different for the two sides)"]
        );
        let rules =
            crate::GameRules::compile(crate::Variant::from_toml("sp.toml", &out.toml).unwrap());
        let perft = |fen: Option<&str>| {
            let pos = fen.map_or_else(|| rules.start(), |f| rules.from_fen(f).unwrap());
            crate::Game::perft(&pos, 3)
        };
        assert_eq!(perft(None), 14_244);
        assert_eq!(perft(Some("k6k/hh2Q2h/8/8/8/8/8/4K3 w - - 0 1")), 6_130);
        assert_eq!(perft(Some("8/8/8/8/6Q1/8/2h3h1/4K1k1 b - - 0 1")), 3_456);
        // The promotion limit is kept: a third king is never offered.
        let two = rules.from_fen("k6k/8/8/8/8/8/1h6/4K3 b - - 0 1").unwrap();
        let mut moves = Vec::new();
        crate::Game::legal_moves(&two, &mut moves);
        assert!(moves.iter().all(|&m| crate::Game::uci(&two, m) != "b2a1k"));
        assert!(moves.iter().any(|&m| crate::Game::uci(&two, m) == "b2a1g"));
        // Without dupleCheck only the last king is guarded.
        let last = spartan.replace("dupleCheck = true\n", "");
        assert!(import_ini(&last, None)
            .unwrap()
            .toml
            .contains("pseudo_royal_check = \"last\""));
        // dupleCheck where Turnpan has no such rule is reported.
        let chess = import_ini("[d:chess]\ndupleCheck = true\n", None).unwrap();
        assert!(chess.unsupported.iter().any(|u| u.contains("dupleCheck")));
    }

    #[test]
    fn shatar_mate_rule_and_a_drawn_extinction_are_imported() {
        let shatar = "[sh:chess]\nqueen = -\nbers = j\n\
            startFen = rnbjkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBJKBNR w - - 0 1\n\
            promotionPieceTypes = j\ndoubleStep = false\ncastling = false\n\
            extinctionValue = draw\nextinctionPieceTypes = *\nextinctionPieceCount = 1\n\
            shatarMateRule = true\n";
        let form =
            crate::VariantForm::read("sh.toml", &import_ini(shatar, None).unwrap().toml).unwrap();
        let mate = form.rules.mate.expect("[rules.mate]");
        assert_eq!(mate.not_alone, ["N"]);
        assert_eq!(mate.run_needs, ["N", "R", "J"]);
        assert_eq!(form.rules.extinction.expect("extinction").result, "draw");
        // Fairy-Stockfish gives 8,426 at depth 3 (pyffish; its suite checks 177,344 at 4).
        assert_eq!(imported_perft(shatar, None, 3), 8_426);
        // Without check there is no mate to judge: reported.
        let none = import_ini(
            "[x:chess]\nking = -\ncommoner = k\ncastlingKingPiece = k\n\
             extinctionValue = loss\nextinctionPieceTypes = k\nshatarMateRule = true\n",
            None,
        )
        .unwrap();
        assert!(
            none.toml.contains("win = \"royal-capture\""),
            "{}",
            none.toml
        );
        assert!(none
            .unsupported
            .iter()
            .any(|u| u.contains("shatarMateRule")));
    }

    #[test]
    fn makruk_s_counting_cambodian_first_moves_and_makpong_are_imported() {
        // A section of its own, not inheriting the built-in: Cambodian chess from chess.
        let cambodian = "[c:chess]\nbishop = -\nqueen = -\nfers = m\nsilver = s\n\
            startFen = rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1\n\
            promotionRegionWhite = *6 *7 *8\npromotionRegionBlack = *1 *2 *3\n\
            promotionPieceTypes = m\ndoubleStep = false\ncastling = false\nnMoveRule = 0\n\
            gating = true\ncambodianMoves = true\ncountingRule = cambodian\n";
        let out = import_ini(cambodian, None).unwrap();
        assert!(out.unsupported.is_empty(), "{:?}", out.unsupported);
        let form = crate::VariantForm::read("c.toml", &out.toml).unwrap();
        let counting = form.rules.counting.expect("[rules.counting]");
        assert_eq!(
            (
                counting.rule.as_str(),
                counting.rook.as_str(),
                counting.khon.as_str()
            ),
            ("cambodian", "R", "S")
        );
        assert_eq!(form.rules.royal_right_lost_to, ["R"]);
        let rights: Vec<&str> = form
            .pieces
            .iter()
            .filter(|p| p.first_move_right)
            .map(|p| p.betza.as_str())
            .collect();
        assert_eq!(rights, ["FimfD", "KimfsN"]);
        assert!(form.start.contains(" w DEde "), "{}", form.start);
        // Fairy-Stockfish's suite: 361,719 at depth 4; 15,031 at depth 3 (pyffish).
        assert_eq!(imported_perft(cambodian, None, 3), 15_031);
        // Makpong's frozen king.
        let makpong = import_ini("[m:makruk]\nmakpongRule = true\n", None).unwrap();
        assert!(
            makpong.toml.contains("check_freezes_king = true"),
            "{}",
            makpong.toml
        );
        // Gates without Cambodian moves are Seirawan's: reported, not carried.
        let gates = import_ini("[g:chess]\ngating = true\n", None).unwrap();
        assert!(gates.unsupported.iter().any(|u| u.contains("gating")));
        // An unknown counting rule is an error at its line.
        let e = import_ini("[x:chess]\ncountingRule = thai\n", None).unwrap_err();
        assert!(e.to_string().contains("countingRule"), "{e}");
    }

    #[test]
    fn holes_promotion_squares_and_limits_and_pawn_shapes_are_imported() {
        // Counts of Fairy-Stockfish's own perft suite (grand, troitzky, legan, pawnback,
        // berolina).
        let grand = "[g:chess]\nmaxRank = 10\nmaxFile = j\narchbishop = a\nchancellor = c\n\
            startFen = r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1\n\
            promotionPieceTypes = acqrbn\npromotionRegionWhite = *8 *9 *10\n\
            promotionRegionBlack = *3 *2 *1\npromotionLimit = a:1 c:1 q:1 r:2 b:2 n:2\n\
            mandatoryPawnPromotion = false\nimmobilityIllegal = true\n\
            doubleStepRegionWhite = *3\ndoubleStepRegionBlack = *8\ncastling = false\n";
        assert_eq!(imported_perft(grand, None, 3), 259_514);
        let form = crate::VariantForm::read("g.toml", &import_ini(grand, None).unwrap().toml)
            .unwrap()
            .promotion
            .unwrap();
        assert!(form.optional && form.limits.get("Q") == Some(&1));
        let troitzky = "[t:chess]\nmaxRank = 10\nmaxFile = j\n\
            startFen = ****qk****/**rnbbnr**/*pppppppp*/*8*/10/10/*8*/*PPPPPPPP*/**RNBBNR**/****QK**** w - - 0 1\n\
            promotionRegionWhite = a6 b8 c9 d9 e10 f10 g9 h9 i8 j6\n\
            promotionRegionBlack = a5 b3 c2 d2 e1 f1 g2 h2 i3 j5\n\
            doubleStepRegionWhite = *3\ndoubleStepRegionBlack = *8\ncastling = false\n";
        assert_eq!(imported_perft(troitzky, None, 3), 8_766);
        let legan = "[l:chess]\npawn = -\ncustomPiece1 = p:mflFcflW\npawnTypes = p\n\
            promotionRegionWhite = a8 b8 c8 d8 a7 a6 a5\n\
            promotionRegionBlack = e1 f1 g1 h1 h2 h3 h4\n\
            startFen = knbrp3/bqpp4/npp5/rp1p3P/p3P1PR/5PPN/4PPQB/3PRBNK w - - 0 1\n\
            doubleStep = false\n";
        assert_eq!(imported_perft(legan, None, 4), 8_138);
        let pawnback = "[p:chess]\npawn = -\ncustomPiece1 = p:fbmWfceFifmnD\npawnTypes = p\n\
            mobilityRegionWhiteCustomPiece1 = *2 *3 *4 *5 *6 *7 *8\n\
            mobilityRegionBlackCustomPiece1 = *1 *2 *3 *4 *5 *6 *7\nnMoveRuleTypes = -\n";
        assert_eq!(imported_perft(pawnback, None, 3), 9_222);
        let form =
            crate::VariantForm::read("p.toml", &import_ini(pawnback, None).unwrap().toml).unwrap();
        assert!(!form.rules.pawn_moves_restart_count);
        let berolina = "[b:chess]\npawn = -\ncustomPiece1 = p:mfFcfeWimfnA\npawnTypes = p\n";
        let fen = "rnbqkbnr/pppp1ppp/8/2p5/5P2/8/PPP1PPPP/RNBQKBNR w KQkq c5d6 2 2";
        assert_eq!(imported_perft(berolina, Some(fen), 3), 46_643);
    }

    #[test]
    fn horde_coregal_and_atomic_keys_become_fields() {
        let horde = import_ini("[h:horde]\n", None).unwrap();
        assert!(horde.unsupported.is_empty(), "{:?}", horde.unsupported);
        let form = crate::VariantForm::read("h.toml", &horde.toml).unwrap();
        assert_eq!(form.en_passant_ranks, [3]);
        let pawn = form.pieces.iter().find(|p| p.letter == "P").unwrap();
        assert_eq!(pawn.initial_ranks, [1, 2]);
        assert!(form.rules.royal_optional);
        let coregal = import_ini("[c:coregal]\n", None).unwrap();
        let form = crate::VariantForm::read("c.toml", &coregal.toml).unwrap();
        let queen = form.pieces.iter().find(|p| p.letter == "Q").unwrap();
        assert!(queen.pseudo_royal && form.rules.extinction.is_none());
        let atomic = import_ini("[a:atomic]\n", None).unwrap();
        let form = crate::VariantForm::read("a.toml", &atomic.toml).unwrap();
        assert_eq!(
            form.rules.explosion.map(|e| e.spares),
            Some(vec!["P".into()])
        );
        // What the fields cannot say is named: a guard on some pieces only, explosions with
        // drops, and a double step from one side's third rank alone.
        let few = import_ini("[f:coregal]\nextinctionPieceCount = 1\n", None).unwrap();
        assert!(
            few.unsupported[0].starts_with("extinctionPseudoRoyal"),
            "{few:?}"
        );
        let hands = import_ini("[x:crazyhouse]\nblastOnCapture = true\n", None).unwrap();
        assert!(
            hands.unsupported[0].starts_with("blastOnCapture"),
            "{hands:?}"
        );
        let odd = import_ini("[o:chess]\ndoubleStepRegionWhite = *2 *3\n", None).unwrap();
        assert!(
            odd.unsupported[0].starts_with("doubleStepRegionWhite"),
            "{odd:?}"
        );
    }

    #[test]
    fn bad_text_never_panics() {
        for text in [
            "",
            "[",
            "[]",
            "[:]",
            "[x:]",
            "=",
            "[x]\n",
            "[x]\nking = k\n",
            "[x]\nking = k\nstartFen = k/K w - - 0 1\n",
            "[x:chess]\nmaxFile = 1\nmaxRank = 1\n",
            "[x:chess]\nstartFen = \n",
            "[x:chess]\nstartFen = rnbqkbnr\n",
            "[x:chess]\nking = -\n",
            "[x:chess]\npawn = -\nknight = -\nbishop = -\nrook = -\nqueen = -\nking = -\n",
            "[x:chess]\ncustomPiece25 = z:WWWWWWWW\n",
            "[x:chess]\ncustomPiece1 = a:ii\n",
            "[x:chess]\nnMoveRule = -5\nnFoldRule = 1\n",
            "[x:chess]\npromotionRank = 1\n",
            "[x:chess]\ncastlingKingsideFile = a\ncastlingQueensideFile = l\n",
        ] {
            let _ = import_ini(text, None);
        }
    }

    #[test]
    fn every_reproduced_builtin_imports() {
        for name in builtin_names() {
            let text = format!("[t:{name}]\n");
            let out = import_ini(&text, None).unwrap_or_else(|e| panic!("{name}: {e}"));
            crate::Variant::from_toml("t.toml", &out.toml).unwrap();
            assert!(FSF_BUILTINS.contains(&name.as_str()), "{name}");
        }
        assert!(read_sections(BUILTIN_PARENTS).is_ok());
    }

    #[test]
    fn mobility_regions_soldiers_and_facing_generals_import_or_are_named() {
        // Xiangqi's own definition: regions, the soldier's river, the flying general.
        let out = import_ini("[x:xiangqi]\n", None).unwrap();
        let v = crate::Variant::from_toml("x.toml", &out.toml)
            .unwrap_or_else(|e| panic!("{e}\n{}", out.toml));
        assert!(!v.rules().kings_may_face);
        let soldier = v.pieces().iter().find(|p| p.letter == 'P').unwrap();
        assert_eq!(soldier.betza, "fW");
        assert_eq!(
            soldier
                .zone_moves
                .as_ref()
                .map(|z| (z.ranks, z.betza.as_str())),
            Some((5, "fsW"))
        );
        let king = v.pieces().iter().find(|p| p.royal).unwrap();
        assert_eq!(king.region.len(), 9);
        // A Black region that is not White's seen from the other side, a region on a rider,
        // a facing rule without check, and a region of no piece type are named.
        let ini =
            "[y:chess]\nmobilityRegionWhiteKnight = *1 *2\nmobilityRegionBlackKnight = *1 *2\n\
                   mobilityRegionWhiteRook = *1\nmobilityRegionBlackRook = *8\n\
                   flyingGeneral = true\nextinctionValue = loss\nextinctionPieceTypes = k\n\
                   mobilityRegionWhiteDragon = *1\n";
        let out = import_ini(ini, None).unwrap();
        let said = out.unsupported.join("\n");
        assert!(
            said.contains(
                "mobilityRegionWhiteKnight/mobilityRegionBlackKnight (Turnpan's Black region"
            ),
            "{said}"
        );
        assert!(
            said.contains("mobilityRegionWhiteRook (only a piece that leaps"),
            "{said}"
        );
        assert!(
            said.contains("mobilityRegionWhiteDragon = *1 (not a Fairy-Stockfish key)"),
            "{said}"
        );
        let v = crate::Variant::from_toml("y.toml", &out.toml)
            .unwrap_or_else(|e| panic!("{e}\n{}", out.toml));
        assert!(v.pieces().iter().all(|p| p.region.is_empty()));
        // Without a royal piece there is no check, so no facing rule.
        let ini = "[z:chess]\nking = -\ncommoner = k\nflyingGeneral = true\n\
                   extinctionValue = loss\nextinctionPieceTypes = *\ncastling = false\n";
        let out = import_ini(ini, None).unwrap();
        assert!(
            out.unsupported
                .iter()
                .any(|u| u.starts_with("flyingGeneral = true")),
            "{:?}\n{}",
            out.unsupported,
            out.toml
        );
    }

    #[test]
    fn drop_setups_map_to_the_drops_table() {
        // Drop regions of different shapes: Black's is given, not mirrored.
        let ini = "[p:placement]\ndropRegionBlack = *7 *8\n";
        let out = import_ini(ini, None).unwrap();
        assert!(out.unsupported.is_empty(), "{:?}", out.unsupported);
        assert!(out.toml.contains("must_drop = true\n"), "{}", out.toml);
        assert!(
            out.toml.contains("opposite_colours = [\"B\"]\n"),
            "{}",
            out.toml
        );
        assert!(out.toml.contains("by_drops = true\n"), "{}", out.toml);
        let black = out
            .toml
            .lines()
            .find(|l| l.starts_with("black_squares"))
            .unwrap();
        assert!(
            black.contains("\"a7\"") && black.contains("\"h8\""),
            "{black}"
        );
        // Without hands the setup keys are said, not carried.
        let ini = "[q:chess]\nmustDrop = true\ncastlingDroppedPiece = true\n";
        let out = import_ini(ini, None).unwrap();
        assert_eq!(
            out.unsupported,
            [
                "mustDrop = true (without pieceDrops: no hands)",
                "castlingDroppedPiece = true (without pieceDrops: no hands)"
            ]
        );
    }

    #[test]
    fn unsupported_keys_are_named_once_in_text_order() {
        let ini = "[x:chess]\ndropNoDoubled = p\nmaxFile = h\nfoo = 3\ncastling = false\n\
                   pieceToCharTable = -\nmustCapture = false\nmustCapture = true\n\
                   checking = false\n";
        let out = import_ini(ini, None).unwrap();
        assert_eq!(out.unsupported.len(), 2, "{:?}", out.unsupported);
        assert_eq!(out.unsupported[0], "dropNoDoubled = p");
        assert_eq!(out.unsupported[1], "foo = 3 (not a Fairy-Stockfish key)");
        // Forced captures and the ban on checks are said (the last mustCapture wins).
        assert!(
            out.toml.contains("must_capture = true\nno_checks = true\n"),
            "{}",
            out.toml
        );
        for u in &out.unsupported {
            assert!(out.toml.contains(&format!("# unsupported: {u}")), "{u}");
        }
        // Keys at the value that changes nothing are not reported.
        let out = import_ini("[x:chess]\npieceDrops = false\nchess960 = false\n", None).unwrap();
        assert!(out.unsupported.is_empty(), "{:?}", out.unsupported);
        // Nor are a built-in parent's, unless they change the rules: Shatranj's bare king is
        // its extinction rule, with the reply.
        let out = import_ini("[x:shatranj]\n", None).unwrap();
        assert!(out.unsupported.is_empty(), "{:?}", out.unsupported);
        assert!(
            out.toml.contains("opponent_at_least = 2\nreply = true"),
            "{}",
            out.toml
        );
        // A draw by extinction is a Turnpan rule (Shatar's bare king).
        let out = import_ini("[x:shatranj]\nextinctionValue = draw\n", None).unwrap();
        assert!(out.unsupported.is_empty(), "{:?}", out.unsupported);
        assert!(out.toml.contains("result = \"draw\""), "{}", out.toml);
    }

    #[test]
    fn keys_map_to_variant_fields() {
        let ini = "[small]\nmaxRank = 6\nmaxFile = f\npawn = p\nrook = r\nking = k\n\
                   startFen = r1k2r/pppppp/6/6/PPPPPP/R1K2R w KQkq - 0 1\n\
                   promotionRegionWhite = *5 *6\npromotionRegionBlack = *1 *2\n\
                   promotionPieceTypes = r\ndoubleStep = false\ncastlingKingsideFile = e\n\
                   castlingQueensideFile = b\nstalemateValue = loss\nnMoveRule = 40\n\
                   nFoldRule = 0\n";
        let out = import_ini(ini, None).unwrap();
        let v = crate::Variant::from_toml("small.toml", &out.toml).unwrap();
        assert!(out.unsupported.is_empty(), "{:?}", out.unsupported);
        assert_eq!(v.id(), "small");
        assert_eq!((v.geometry().files(), v.geometry().ranks()), (6, 6));
        assert_eq!(v.promotion().zone, 2);
        assert!(!v.en_passant());
        let c = v.castling().unwrap();
        assert_eq!(c.king_file, 2);
        let short = c.sides[0].unwrap();
        assert_eq!((short.rook_file, short.king_to, short.rook_to), (5, 4, 3));
        let long = c.sides[1].unwrap();
        assert_eq!((long.rook_file, long.king_to, long.rook_to), (0, 1, 2));
        assert_eq!(v.rules().stalemate, crate::StalemateRule::Win);
        assert_eq!((v.rules().move_rule, v.rules().repetition), (80, 0));
        let pawn = &v.pieces()[v.kind_index('P').unwrap()];
        assert_eq!(pawn.betza, "fmWfcF");
        // Royal capture: no king, one piece type to take.
        let out = import_ini(
            "[kc:chess]\nking = -\ncommoner = k\nextinctionValue = loss\n\
             extinctionPieceTypes = k\ncastling = false\n",
            None,
        )
        .unwrap();
        let v = crate::Variant::from_toml("kc.toml", &out.toml).unwrap();
        assert_eq!(v.rules().win, crate::WinCondition::RoyalCapture);
        assert_eq!(
            v.start_fen(),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
        );
    }
}
