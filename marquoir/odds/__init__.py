"""Odds at the table: exact bust chances, expected points and the best reroll (pure; numpy)."""
