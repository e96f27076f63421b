//! A variant file under construction, written out as TOML text. The importers
//! ([`crate::diagram`], `crate::fsf_ini`) fill one in and check the text they get with
//! [`super::Variant::from_toml`], so both write the same layout and quote strings the same way.

use std::fmt::Write;

/// One `[[piece]]` table.
#[derive(Debug, Clone)]
pub(crate) struct DraftPiece {
    pub letter: char,
    pub name: String,
    pub betza: String,
    pub royal: bool,
    pub pawn: bool,
}

/// One castling side: `(rook_file, king_to, rook_to)`, 0-based files.
pub(crate) type DraftSide = (u8, u8, u8);

/// The `[castling]` table.
#[derive(Debug, Clone)]
pub(crate) struct DraftCastling {
    pub king_file: u8,
    pub rook: char,
    pub short: Option<DraftSide>,
    pub long: Option<DraftSide>,
}

/// The `[rules]` table (the file's field names and values).
#[derive(Debug, Clone)]
pub(crate) struct DraftRules {
    pub win: &'static str,
    pub stalemate: &'static str,
    pub bare_king_loses: bool,
    pub insufficient_material: bool,
    pub flag_needs_mating_material: bool,
    pub repetition: u8,
    pub move_rule: u32,
}

impl Default for DraftRules {
    fn default() -> Self {
        DraftRules {
            win: "checkmate",
            stalemate: "draw",
            bare_king_loses: false,
            insufficient_material: true,
            flag_needs_mating_material: true,
            repetition: 3,
            move_rule: 100,
        }
    }
}

/// A whole variant file.
#[derive(Debug, Clone, Default)]
pub(crate) struct Draft {
    /// Comment lines at the top (without the `# `).
    pub comments: Vec<String>,
    pub id: String,
    pub name: String,
    pub description: String,
    pub files: u8,
    pub ranks: u8,
    pub start: String,
    pub en_passant: bool,
    pub pieces: Vec<DraftPiece>,
    pub castling: Option<DraftCastling>,
    /// Zone depth and the letters a pawn may become.
    pub promotion: Option<(u8, Vec<char>)>,
    pub rules: DraftRules,
}

/// A TOML basic string: quotes, backslashes and control characters escaped.
pub(crate) fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{:04X}", u32::from(c));
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

fn file_name(file: u8) -> String {
    quote(&char::from(b'a' + file).to_string())
}

impl Draft {
    /// The variant file text.
    pub fn to_toml(&self) -> String {
        let mut t = String::new();
        for c in &self.comments {
            // A comment is one line: a newline in it would start a line of TOML.
            let _ = writeln!(t, "# {}", c.replace(['\n', '\r'], " "));
        }
        let _ = writeln!(t, "id = {}", quote(&self.id));
        let _ = writeln!(t, "name = {}", quote(&self.name));
        if !self.description.is_empty() {
            let _ = writeln!(t, "description = {}", quote(&self.description));
        }
        let _ = writeln!(t, "files = {}\nranks = {}", self.files, self.ranks);
        let _ = writeln!(t, "start = {}", quote(&self.start));
        let _ = writeln!(t, "en_passant = {}", self.en_passant);
        for p in &self.pieces {
            let _ = writeln!(
                t,
                "\n[[piece]]\nletter = {}\nname = {}\nbetza = {}",
                quote(&p.letter.to_string()),
                quote(&p.name),
                quote(&p.betza)
            );
            if p.royal {
                t.push_str("royal = true\n");
            }
            if p.pawn {
                t.push_str("pawn = true\n");
            }
        }
        if let Some(c) = &self.castling {
            let _ = writeln!(
                t,
                "\n[castling]\nking_file = {}\nrook = {}",
                file_name(c.king_file),
                quote(&c.rook.to_string())
            );
            for (name, side) in [("short", c.short), ("long", c.long)] {
                if let Some((rook_file, king_to, rook_to)) = side {
                    let _ = writeln!(
                        t,
                        "{name} = {{ rook_file = {}, king_to = {}, rook_to = {} }}",
                        file_name(rook_file),
                        file_name(king_to),
                        file_name(rook_to)
                    );
                }
            }
        }
        if let Some((zone, pieces)) = &self.promotion {
            let list: Vec<String> = pieces.iter().map(|c| quote(&c.to_string())).collect();
            let _ = writeln!(
                t,
                "\n[promotion]\nzone = {zone}\npieces = [{}]",
                list.join(", ")
            );
        }
        let r = &self.rules;
        let _ = writeln!(
            t,
            "\n[rules]\nwin = {}\nstalemate = {}\nbare_king_loses = {}\ninsufficient_material = {}\nflag_needs_mating_material = {}\nrepetition = {}\nmove_rule = {}",
            quote(r.win),
            quote(r.stalemate),
            r.bare_king_loses,
            r.insufficient_material,
            r.flag_needs_mating_material,
            r.repetition,
            r.move_rule
        );
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_survives_toml() {
        let text = "a \"quoted\" \\ name\twith\u{1} control";
        let parsed: toml::Value = toml::from_str(&format!("x = {}", quote(text))).unwrap();
        assert_eq!(parsed["x"].as_str(), Some(text));
    }
}
