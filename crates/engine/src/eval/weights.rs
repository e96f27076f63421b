//! The evaluation's weights: every number the evaluation multiplies by, named, so that a tuner
//! can change them (see [`crate::tune`]) and a test can set them.
//!
//! Weights ending in `_mg` apply in the middlegame and those ending in `_eg` in a bare endgame;
//! the evaluation blends the two by the material left (the game phase). Ratios are in
//! thousandths.

/// Declares [`Weights`], its defaults and its table of names in one list, so that the three
/// never disagree.
macro_rules! weights {
    ($($(#[doc = $doc:literal])+ $name:ident = $default:expr,)+) => {
        /// Every weight of the evaluation (see the module documentation).
        ///
        /// ```
        /// use turnpan_engine::eval::Weights;
        /// let mut w = Weights::default();
        /// *w.get_mut("tempo").unwrap() += 5;
        /// assert_eq!(w.tempo, Weights::default().tempo + 5);
        /// assert!(Weights::NAMES.contains(&"tempo"));
        /// ```
        #[derive(Debug, Clone, PartialEq, Eq)]
        pub struct Weights {
            $($(#[doc = $doc])+ pub $name: i32,)+
        }

        impl Default for Weights {
            fn default() -> Weights {
                Weights { $($name: $default,)+ }
            }
        }

        impl Weights {
            /// The names of all weights, in declaration order.
            pub const NAMES: &'static [&'static str] = &[$(stringify!($name)),+];

            /// The weight called `name`, to change it.
            pub fn get_mut(&mut self, name: &str) -> Option<&mut i32> {
                match name {
                    $(stringify!($name) => Some(&mut self.$name),)+
                    _ => None,
                }
            }

            /// The weight called `name`.
            pub fn get(&self, name: &str) -> Option<i32> {
                match name {
                    $(stringify!($name) => Some(self.$name),)+
                    _ => None,
                }
            }
        }
    };
}

weights! {
    /// Centipawns per expected target square of a piece, times 1000 (see
    /// [`super::piece_value`]).
    piece_scale = 75_167,
    /// The exponent of the expected target count in a piece's value, times 1000.
    value_exponent = 800,
    /// The share of its value a colour-bound piece keeps.
    colour_bound = 1024,
    /// The value ratio of a piece that moves in two or more ways (a queen, an archbishop).
    compound = 1327,
    /// The value ratio of a cannon (it needs a screen to capture).
    cannon = 1210,
    /// The share of its value a cannon keeps in a bare endgame.
    cannon_endgame = 522,
    /// The value of a piece other than a pawn in a bare endgame, as a share of its value.
    piece_eg = 1932,
    /// A pawn that moves forward, in the middlegame.
    pawn_mg = 35,
    /// A pawn that moves forward, in the endgame.
    pawn_eg = 155,
    /// Centipawns per square a piece can go to (not attacked by enemy pawns), middlegame.
    mobility_mg = 0,
    /// The same in the endgame.
    mobility_eg = 10,
    /// The room a piece usually has, as a share of its expected targets: room above it counts
    /// for, below it against.
    mobility_usual = 1664,
    /// A piece (not a pawn) that an enemy pawn attacks, middlegame.
    pawn_threat_mg = 84,
    /// The same in the endgame.
    pawn_threat_eg = 108,
    /// A piece attacked by a less valuable enemy piece (not a pawn), middlegame.
    threat_mg = 0,
    /// The same in the endgame.
    threat_eg = 0,
    /// A piece (not a pawn) that is attacked and not defended, middlegame.
    hanging_mg = 45,
    /// The same in the endgame.
    hanging_eg = 99,
    /// Centralisation per step towards the centre: pieces that only leap, middlegame.
    centre_leaper_mg = 39,
    /// The same in the endgame.
    centre_leaper_eg = 1,
    /// Centralisation of riders, middlegame.
    centre_rider_mg = -1,
    /// The same in the endgame.
    centre_rider_eg = -1,
    /// Centralisation of pawns that move forward, middlegame.
    centre_pawn_mg = 21,
    /// The same in the endgame.
    centre_pawn_eg = -12,
    /// A pawn with a friendly pawn ahead or behind it on its file, middlegame.
    doubled_mg = 1,
    /// The same in the endgame.
    doubled_eg = 6,
    /// A pawn without friendly pawns on the files beside it, middlegame.
    isolated_mg = 12,
    /// The same in the endgame.
    isolated_eg = -1,
    /// Times the square of the ranks a pawn has advanced beyond the first step, middlegame.
    advance_mg = 1,
    /// The same in the endgame.
    advance_eg = 1,
    /// A pawn defended by a friendly pawn or with one beside it, per rank it has advanced plus
    /// one, middlegame.
    connected_mg = 6,
    /// The same in the endgame.
    connected_eg = 6,
    /// A piece that rides along files on a file without pawns, middlegame.
    open_file_mg = 6,
    /// The same in the endgame.
    open_file_eg = 30,
    /// A piece that rides along files on a file with enemy pawns only, middlegame.
    half_open_mg = -6,
    /// The same in the endgame.
    half_open_eg = 62,
    /// A passed pawn, growing as pieces come off.
    passed = -31,
    /// Times the square of how near a passed pawn is to promotion (8 ranks or fewer away).
    passed_near = 3,
    /// A friendly pawn right in front of the king (or diagonally so).
    shelter_near = 4,
    /// A friendly pawn two ranks in front of the king.
    shelter_far = 3,
    /// An enemy pawn on the king's file or one beside it, in the king's half of the board.
    storm = -14,
    /// Per rank the king has left its first rank, in the middlegame.
    king_forward = 0,
    /// Per file the king stands away from the edge beyond the first, in the middlegame.
    king_exposed = 95,
    /// The king on its start square (castling may still come), in the middlegame.
    king_unmoved = 87,
    /// Times the enemy pieces near the king, weighted by value and nearness.
    king_pressure = -1,
    /// King centralisation in the endgame, per step.
    king_centre_eg = -18,
    /// King danger from two or more attackers of the king's zone is units² / this.
    danger_divisor = 11,
    /// King danger units per enemy piece that can check from a square the king's side does
    /// not defend.
    safe_check = 14,
    /// King danger units per enemy piece that can check only from defended squares.
    unsafe_check = 11,
    /// King danger units per square of the king's zone that the enemy attacks and no friendly
    /// piece but the king defends.
    weak_zone = -4,
    /// King danger units per file, the king's own or one beside it, without a friendly pawn.
    open_king_file = 3,
    /// The largest king danger.
    danger_cap = 2701,
    /// King danger from a single attacker, per unit.
    danger_single = 3,
    /// The side to move's edge.
    tempo = 77,
    /// Per piece fewer than four, in games where a bare king loses.
    few_pieces = 120,
    /// Turnover: each Castle held.
    castle = 60,
    /// Turnover: each Castle fewer than three.
    castle_lost = 250,
}

impl Weights {
    /// A ratio weight in thousandths as a factor.
    pub(crate) fn ratio(value: i32) -> f64 {
        f64::from(value) / 1000.0
    }

    /// The weights as `name = value` lines, the format [`Weights::parse`] reads.
    pub fn to_text(&self) -> String {
        Self::NAMES
            .iter()
            .map(|name| format!("{name} = {}\n", self.get(name).unwrap_or(0)))
            .collect()
    }

    /// Reads `name = value` lines (blank lines and `#` comments are skipped) over the
    /// defaults.
    ///
    /// ```
    /// use turnpan_engine::eval::Weights;
    /// let w = Weights::parse("tempo = 12\n# a comment\n").unwrap();
    /// assert_eq!(w.tempo, 12);
    /// assert!(Weights::parse("tempo = x").unwrap_err().contains("line 1"));
    /// ```
    pub fn parse(text: &str) -> Result<Weights, String> {
        let mut w = Weights::default();
        for (i, line) in text.lines().enumerate() {
            let line = line.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let (name, value) = line
                .split_once('=')
                .ok_or_else(|| format!("line {}: expected `name = value`", i + 1))?;
            let (name, value) = (name.trim(), value.trim());
            let slot = w
                .get_mut(name)
                .ok_or_else(|| format!("line {}: unknown weight `{name}`", i + 1))?;
            *slot = value
                .replace('_', "")
                .parse()
                .map_err(|_| format!("line {}: `{value}` is not a whole number", i + 1))?;
        }
        Ok(w)
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips() {
        let w = Weights {
            passed_near: -7,
            piece_scale: 70_123,
            ..Weights::default()
        };
        assert_eq!(Weights::parse(&w.to_text()).unwrap(), w);
    }

    #[test]
    fn bad_lines_are_named() {
        let e = Weights::parse("tempo = 1\nnonsense = 3").unwrap_err();
        assert!(e.contains("line 2") && e.contains("nonsense"), "{e}");
        let e = Weights::parse("\n\ntempo 4").unwrap_err();
        assert!(e.contains("line 3"), "{e}");
    }
}
