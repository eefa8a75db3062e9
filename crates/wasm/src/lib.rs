//! wasm bindings (see issue 3).
