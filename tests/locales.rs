//! Every language has every message of en-GB, with the same attributes and variables, and
//! every `.ftl` file parses and formats without errors.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast;
use musical_dominoes::i18n::{self, Arg, Localizer};

type Shape = BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>;

fn vars_in_pattern(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            vars_in_expression(expression, out);
        }
    }
}

fn vars_in_expression(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(i) => vars_in_inline(i, out),
        ast::Expression::Select { selector, variants } => {
            vars_in_inline(selector, out);
            for v in variants {
                vars_in_pattern(&v.value, out);
            }
        }
    }
}

fn vars_in_inline(i: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => vars_in_expression(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                vars_in_inline(a, out);
            }
        }
        _ => {}
    }
}

/// Message id → (attribute ids, variables) of one language.
fn shape(lang: &str) -> Shape {
    let mut shape = Shape::new();
    for (file, text) in i18n::sources(lang) {
        let res = fluent_syntax::parser::parse(text)
            .unwrap_or_else(|(_, errors)| panic!("{lang}/{file}: {errors:?}"));
        for entry in &res.body {
            match entry {
                ast::Entry::Message(m) => {
                    let mut vars = BTreeSet::new();
                    if let Some(v) = &m.value {
                        vars_in_pattern(v, &mut vars);
                    }
                    let mut attrs = BTreeSet::new();
                    for a in &m.attributes {
                        attrs.insert(a.id.name.to_string());
                        vars_in_pattern(&a.value, &mut vars);
                    }
                    let previous = shape.insert(m.id.name.to_string(), (attrs, vars));
                    assert!(
                        previous.is_none(),
                        "{lang}/{file}: {} defined twice",
                        m.id.name
                    );
                }
                ast::Entry::Junk { content } => panic!("{lang}/{file}: junk {content:?}"),
                _ => {}
            }
        }
    }
    shape
}

#[test]
fn every_language_has_every_message_with_the_same_attributes_and_variables() {
    let reference = shape(i18n::FALLBACK);
    assert!(
        reference.len() > 50,
        "en-GB has {} messages",
        reference.len()
    );
    for lang in i18n::available() {
        let other = shape(lang);
        for (id, (attrs, vars)) in &reference {
            let Some((a, v)) = other.get(id) else {
                panic!("{lang} lacks {id}");
            };
            assert_eq!(a, attrs, "{lang}: attributes of {id}");
            assert_eq!(v, vars, "{lang}: variables of {id}");
        }
        for id in other.keys() {
            assert!(
                reference.contains_key(id),
                "{lang} has {id}, which en-GB lacks"
            );
        }
    }
}

#[test]
fn every_message_formats_with_its_variables_in_every_language() {
    let reference = shape(i18n::FALLBACK);
    for lang in i18n::available() {
        let l = Localizer::new(lang);
        assert_eq!(l.lang(), lang);
        for (id, (_, vars)) in &reference {
            let args: Vec<(&str, Arg)> = vars.iter().map(|v| (v.as_str(), Arg::Num(2.0))).collect();
            let text = l.t_args(id, &args);
            assert!(!text.is_empty(), "{lang}: {id} is empty");
            assert_ne!(&text, id, "{lang}: {id} did not format");
            assert!(!text.contains('{'), "{lang}: {id} left a placeable: {text}");
        }
    }
}
