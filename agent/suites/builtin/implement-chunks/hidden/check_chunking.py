import unittest

from chunking import chunks


class ChunksCheck(unittest.TestCase):
    def test_examples(self) -> None:
        self.assertEqual(chunks([1, 2, 3, 4, 5], 2), [[1, 2], [3, 4], [5]])
        self.assertEqual(chunks([1, 2, 3], 3), [[1, 2, 3]])
        self.assertEqual(chunks([1, 2], 5), [[1, 2]])
        self.assertEqual(chunks([], 2), [])

    def test_bad_size(self) -> None:
        with self.assertRaises(ValueError):
            chunks([1], 0)
