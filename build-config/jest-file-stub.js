// Media files (a film, a poster) as Jest sees them: their URL.
module.exports = '/test-file-stub';
