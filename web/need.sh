# What the web edition's scripts need, installed when missing (sourced by web/build and
# web/test/unit; each defines `step` and `fail` first): the Rust target wasm32-unknown-unknown
# (rustup), and wasm-bindgen-cli at exactly the wasm-bindgen version in Cargo.lock (cargo
# install), which brings both `wasm-bindgen` and `wasm-bindgen-test-runner`.

need_wasm_target() {
  if ! rustup target list --installed 2>/dev/null | grep -qx wasm32-unknown-unknown; then
    rustup target add wasm32-unknown-unknown || fail "cannot add the Rust target wasm32-unknown-unknown"
  fi
}

# Sets `wasm_bindgen_version` to Cargo.lock's and installs that wasm-bindgen-cli if missing.
need_wasm_bindgen() {
  # wasm-bindgen's command must be the very version the app was built against.
  wasm_bindgen_version=$(awk '/^name = "wasm-bindgen"$/ { getline; sub(/^version = "/, ""); sub(/"$/, ""); print; exit }' Cargo.lock)
  [ -n "$wasm_bindgen_version" ] || fail "Cargo.lock names no wasm-bindgen version"
  local have
  have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
  if [ "$have" != "$wasm_bindgen_version" ]; then
    step "wasm-bindgen-cli $wasm_bindgen_version (found: ${have:-none})"
    # Without --locked: with it, one of the pinned crates is not in the registry here.
    cargo install wasm-bindgen-cli --version "$wasm_bindgen_version" ||
      fail "cannot install wasm-bindgen-cli $wasm_bindgen_version"
  fi
}
