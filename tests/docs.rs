//! The README and the pages in `docs/` send their readers only to files of this repository:
//! every link names a file that is here, every "RULES.md section N" a section that
//! `docs/RULES.md` has, and no page points outside the repository.

use std::path::{Path, PathBuf};

/// The README and every Markdown page of `docs/`.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![PathBuf::from("README.md")];
    for entry in std::fs::read_dir("docs").expect("docs/") {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "md") {
            pages.push(path);
        }
    }
    pages
}

/// The targets of the Markdown links `[words](target)` in `text`.
fn links(text: &str) -> Vec<&str> {
    text.match_indices("](")
        .filter_map(|(at, _)| {
            let rest = &text[at + 2..];
            rest.find(')').map(|end| &rest[..end])
        })
        .collect()
}

#[test]
fn every_link_of_the_readme_and_docs_names_a_file_in_the_repository() {
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let dir = page.parent().unwrap_or(Path::new(""));
        for target in links(&text) {
            if target.starts_with("http://") || target.starts_with("https://") {
                continue;
            }
            let file = target.split('#').next().unwrap();
            let path = dir.join(file);
            assert!(
                path.exists(),
                "{}: the link to {target} names no file of the repository",
                page.display()
            );
            let inside = path.canonicalize().unwrap();
            let root = Path::new(".").canonicalize().unwrap();
            assert!(
                inside.starts_with(&root),
                "{}: {target} is outside the repository",
                page.display()
            );
        }
    }
}

#[test]
fn every_rules_section_named_is_a_section_of_docs_rules() {
    let rules = std::fs::read_to_string("docs/RULES.md").expect("docs/RULES.md");
    let has = |n: &str| rules.lines().any(|l| l.starts_with(&format!("## {n}. ")));
    let mut named = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        // "RULES.md](RULES.md) section 5", "docs/RULES.md) section 4": each names RULES.md
        // as a link, then the section.
        for (at, _) in text.match_indices("RULES.md") {
            let after = &text[at..];
            let Some(rest) = after
                .strip_prefix("RULES.md`](docs/RULES.md) section ")
                .or_else(|| after.strip_prefix("RULES.md](RULES.md) section "))
            else {
                continue;
            };
            let n: String = rest.chars().take_while(char::is_ascii_digit).collect();
            assert!(has(&n), "{}: RULES.md has no section {n}", page.display());
            named += 1;
        }
        // A RULES.md or FORMATS.md mentioned without a link would leave the reader to guess
        // where it is: each is written as a link (or as this page's own name in a comment).
        for name in ["RULES.md", "FORMATS.md"] {
            for (at, _) in text.match_indices(name) {
                let before = &text[..at];
                let linked = before.ends_with('[')
                    || before.ends_with("[`docs/")
                    || before.ends_with("](")
                    || before.ends_with("](docs/")
                    || before.ends_with("`](docs/")
                    || before.ends_with("[`");
                let commented = before.rfind("<!--") > before.rfind("-->");
                assert!(
                    linked || commented,
                    "{}: {name} is named without a link, near {:?}",
                    page.display(),
                    &text[at.saturating_sub(40)..at + name.len()]
                );
            }
        }
    }
    assert!(
        named >= 4,
        "the README and FORMATS.md name RULES.md's sections"
    );
}

#[test]
fn no_page_sends_its_reader_outside_the_repository() {
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        for outside in ["shared/", "../", "seeds/"] {
            assert!(
                !text.contains(outside),
                "{}: names {outside}",
                page.display()
            );
        }
    }
}
