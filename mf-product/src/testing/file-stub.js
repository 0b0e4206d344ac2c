// Media files (video, poster) as Jest sees them: their URL.
module.exports = '/test-file-stub';
