"""Files a game goes out (and comes in) as: the JSON game file, and later CSV sheets."""
