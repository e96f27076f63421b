//! The server crate's modules form no import cycle (issue 21): every `crate::module` a module
//! names (outside its tests) must sit below it. Read from the sources, so a new cycle fails here
//! with its path.

#![allow(clippy::unwrap_used)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// Module name → the crate modules it names.
fn graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&src).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            for inner in std::fs::read_dir(&path).unwrap() {
                files.push(inner.unwrap().path());
            }
        } else {
            files.push(path);
        }
    }
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for path in files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "rs"))
    {
        let rel = path.strip_prefix(&src).unwrap();
        let module = rel
            .iter()
            .next()
            .unwrap()
            .to_str()
            .unwrap()
            .trim_end_matches(".rs");
        if module == "lib" {
            continue;
        }
        let text = std::fs::read_to_string(path).unwrap();
        // A module's unit tests (`mod tests { ... }`, at the end) may use anything.
        let code = text.split("mod tests {").next().unwrap();
        let deps = graph.entry(module.to_owned()).or_default();
        for (i, _) in code.match_indices("crate::") {
            let name: String = code[i + 7..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            let name = match name.as_str() {
                "Error" | "Internal" => "error".to_owned(),
                "GameLimit" => "limit".to_owned(),
                _ => name,
            };
            if name != module {
                deps.insert(name);
            }
        }
    }
    let known: BTreeSet<String> = graph.keys().cloned().collect();
    for deps in graph.values_mut() {
        deps.retain(|d| known.contains(d));
    }
    graph
}

/// A cycle through `start`, if any, as its path.
fn cycle(graph: &BTreeMap<String, BTreeSet<String>>, start: &str) -> Option<Vec<String>> {
    let mut stack = vec![(start.to_owned(), vec![start.to_owned()])];
    let mut seen = BTreeSet::new();
    while let Some((node, path)) = stack.pop() {
        for next in &graph[&node] {
            if next == start {
                let mut p = path.clone();
                p.push(next.clone());
                return Some(p);
            }
            if seen.insert(next.clone()) {
                let mut p = path.clone();
                p.push(next.clone());
                stack.push((next.clone(), p));
            }
        }
    }
    None
}

#[test]
fn the_server_modules_have_no_import_cycle() {
    let graph = graph();
    assert!(graph.len() > 20, "the modules were not found: {graph:?}");
    assert!(
        graph["actor"].contains("play"),
        "the reader misses imports: {graph:?}"
    );
    for module in graph.keys() {
        if let Some(path) = cycle(&graph, module) {
            panic!("an import cycle: {}", path.join(" -> "));
        }
    }
}

#[test]
fn the_rules_of_play_touch_no_storage_socket_or_engine() {
    let graph = graph();
    for below in ["actor", "app", "api", "ws", "computer", "registry", "conn"] {
        assert!(!graph["play"].contains(below), "play uses {below}");
    }
}
