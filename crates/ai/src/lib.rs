//! Computer opponent (see issue 4).
